import { COLOR_SCHEMES, useSettings, useSettingsStore, type ColorSchemeSetting } from '@atrium/theme';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ColorSchemeSetting, typeof IconSun> = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop };

export function ThemeMenu() {
  const { t } = useTranslation();
  const store = useSettingsStore();
  const scheme = useSettings((s) => s.colorScheme);
  const Current = ICONS[scheme];
  return (
    <Menu position="bottom-end" width={170} offset={6}>
      <Menu.Target>
        <Tooltip label={t('theme.label')}>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('theme.label')} data-testid="theme-menu">
            <Current size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {COLOR_SCHEMES.map((value) => {
          const Icon = ICONS[value];
          return (
            <Menu.Item
              key={value}
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={scheme === value ? <IconCheck size={16} aria-hidden /> : undefined}
              onClick={() => store.set({ colorScheme: value })}
            >
              {t(`theme.${value}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
