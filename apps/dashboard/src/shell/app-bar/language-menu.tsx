import { LANGUAGES } from '@atrium/i18n';
import { useSettings, useSettingsStore } from '@atrium/theme';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LanguageMenu() {
  const { t } = useTranslation();
  const store = useSettingsStore();
  const language = useSettings((s) => s.language);
  return (
    <Menu position="bottom-end" width={180} offset={6}>
      <Menu.Target>
        <Tooltip label={t('language.label')}>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('language.label')}>
            <IconLanguage size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.code}
            dir={l.dir}
            onClick={() => store.set({ language: l.code })}
            rightSection={language === l.code ? <IconCheck size={16} aria-hidden /> : undefined}
            aria-current={language === l.code ? 'true' : undefined}
          >
            {l.nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
