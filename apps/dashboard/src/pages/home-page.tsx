import { LANGUAGES } from '@atrium/i18n';
import { useSettings, useSettingsStore } from '@atrium/theme';
import { PageHeader } from '@atrium/ui-kit';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  const store = useSettingsStore();
  const language = useSettings((s) => s.language);
  return (
    <Stack maw={720}>
      <PageHeader title={t('home.title')} description={t('home.subtitle')} />
      <Text id="language-label" size="sm" fw={500}>
        {t('language.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="language-label"
        value={language}
        onChange={(lng) => store.set({ language: LANGUAGES.find((l) => l.code === lng)?.code ?? 'en' })}
        data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
      />
    </Stack>
  );
}
