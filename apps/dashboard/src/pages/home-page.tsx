import { LANGUAGES, type Language } from '@atrium/i18n';
import { PageHeader } from '@atrium/ui-kit';
import { Container, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '../boot/language';

export function HomePage() {
  const { t, i18n } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack>
        <PageHeader title={t('home.title')} description={t('home.subtitle')} />
        <Text id="language-label" size="sm" fw={500}>
          {t('language.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="language-label"
          value={i18n.language}
          onChange={(lng) => {
            storeLanguage(lng as Language);
            void i18n.changeLanguage(lng);
          }}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
        />
      </Stack>
    </Container>
  );
}
