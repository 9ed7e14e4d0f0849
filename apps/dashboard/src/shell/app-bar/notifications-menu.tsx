import { formatRelative } from '@atrium/core';
import { ActionIcon, Avatar, Badge, Button, CloseButton, Group, Indicator, Popover, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBell, IconChartBar, IconMailOpened, IconShoppingCart, IconUserPlus, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ShellNotification {
  id: number;
  /** i18n key under notifications.items */
  key: string;
  icon: TablerIcon;
  color: string;
  at: number;
  read: boolean;
}

const MINUTE = 60_000;

/** Local sample notifications until a notifications endpoint exists. */
function seed(now: number): ShellNotification[] {
  return [
    { id: 1, key: 'order', icon: IconShoppingCart, color: 'green', at: now - 12 * MINUTE, read: false },
    { id: 2, key: 'visitors', icon: IconChartBar, color: 'blue', at: now - 90 * MINUTE, read: false },
    { id: 3, key: 'user', icon: IconUserPlus, color: 'grape', at: now - 26 * 60 * MINUTE, read: true },
    { id: 4, key: 'report', icon: IconMailOpened, color: 'orange', at: now - 3 * 24 * 60 * MINUTE, read: false },
  ];
}

export function NotificationsMenu() {
  const { t } = useTranslation();
  const [items, setItems] = useState(() => seed(Date.now()));
  const [opened, setOpened] = useState(false);
  const unread = items.filter((n) => !n.read).length;
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.title');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} offset={6} shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={t('notifications.title')} disabled={opened}>
          <Indicator disabled={unread === 0} size={9} offset={7} color="red" processing={false}>
            <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
              <IconBell size={22} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {/* a component of its own: the closed dropdown renders nothing, so the app bar's first
            render formats no dates (35 ms at 1× on every load, issue 16) */}
        <NotificationsList items={items} unread={unread} onItemsChange={setItems} />
      </Popover.Dropdown>
    </Popover>
  );
}

interface NotificationsListProps {
  items: ShellNotification[];
  unread: number;
  onItemsChange: (update: (list: ShellNotification[]) => ShellNotification[]) => void;
}

function NotificationsList({ items, unread, onItemsChange: setItems }: NotificationsListProps) {
  const { t, i18n } = useTranslation();
  const toggleRead = (id: number) => setItems((list) => list.map((n) => (n.id === id ? { ...n, read: !n.read } : n)));
  const remove = (id: number) => setItems((list) => list.filter((n) => n.id !== id));
  const markAllRead = () => setItems((list) => list.map((n) => ({ ...n, read: true })));
  return (
    <>
      <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs">
          <Text fw={600}>{t('notifications.title')}</Text>
          {unread > 0 && (
            <Badge variant="light" size="sm">
              {t('notifications.new', { count: unread })}
            </Badge>
          )}
        </Group>
        <Tooltip label={t('notifications.markAllRead')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={unread === 0}
            aria-label={t('notifications.markAllRead')}
            onClick={markAllRead}
          >
            <IconMailOpened size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" size="sm">
          {t('notifications.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('notifications.title')}>
            {items.map((n) => {
              const Icon = n.icon;
              const title = t(`notifications.items.${n.key}.title`);
              return (
                <Group
                  component="li"
                  key={n.id}
                  wrap="nowrap"
                  align="flex-start"
                  gap="sm"
                  px="md"
                  py="sm"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                  data-read={n.read || undefined}
                >
                  <Avatar color={n.color} radius="xl" variant="light">
                    <Icon size={20} aria-hidden />
                  </Avatar>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`notifications.items.${n.key}.subtitle`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatRelative(n.at, i18n.language)}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="center">
                    <UnstyledButton
                      onClick={() => toggleRead(n.id)}
                      aria-label={n.read ? t('notifications.markUnread', { title }) : t('notifications.markRead', { title })}
                      style={{ width: 24, height: 24, display: 'grid', placeItems: 'center' }}
                    >
                      <span
                        aria-hidden
                        style={{
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          background: n.read ? 'transparent' : 'var(--mantine-primary-color-filled)',
                          border: '2px solid var(--mantine-primary-color-filled)',
                        }}
                      />
                    </UnstyledButton>
                    <CloseButton size="sm" aria-label={t('notifications.remove', { title })} onClick={() => remove(n.id)} />
                  </Stack>
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <div style={{ padding: 12 }}>
        <Button fullWidth variant="light" disabled={unread === 0} onClick={markAllRead}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
    </>
  );
}
