import { ActionIcon, Popover, SimpleGrid, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconChartPie, IconFileDollar, IconLayoutGridAdd, IconLock, IconSettings, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanOpen } from '../ability';
import { PathLink } from '../path-link';

interface Shortcut {
  key: string;
  to: string;
  icon: TablerIcon;
}

const SHORTCUTS: Shortcut[] = [
  { key: 'calendar', to: '/apps/calendar', icon: IconCalendar },
  { key: 'invoice', to: '/apps/invoice/list', icon: IconFileDollar },
  { key: 'users', to: '/apps/user/list', icon: IconUsers },
  { key: 'roles', to: '/apps/roles', icon: IconLock },
  { key: 'dashboard', to: '/dashboards/analytics', icon: IconChartPie },
  { key: 'settings', to: '/pages/account-settings', icon: IconSettings },
];

/** Only the shortcuts the user may open; with none, no shortcuts button at all. */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const [opened, setOpened] = useState(false);
  const shortcuts = SHORTCUTS.filter((s) => canOpen(s.to));
  if (shortcuts.length === 0) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} offset={6} shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={t('shortcuts.title')} disabled={opened}>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('shortcuts.title')} aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
            <IconLayoutGridAdd size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Text fw={600} px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          {t('shortcuts.title')}
        </Text>
        <SimpleGrid cols={2} spacing={0}>
          {shortcuts.map(({ key, to, icon: Icon }) => (
            <UnstyledButton
              key={key}
              component={PathLink}
              href={to}
              onClick={() => setOpened(false)}
              p="md"
              style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, border: '1px solid var(--mantine-color-default-border)', borderInlineStart: 0, borderTop: 0 }}
            >
              <ThemeIcon variant="light" radius="xl" size={48}>
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Text size="sm" fw={500}>
                {t(`shortcuts.${key}.title`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`shortcuts.${key}.subtitle`)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
