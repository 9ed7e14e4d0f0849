// The app bar's bell: the signed-in account's notifications (decision 0026) over the contract's
// calls, newest first, each rendered from its kind and params through i18next. Read, unread,
// "mark all read" and dismiss show at once (optimistic) and roll back, with a toast, if the
// server refuses. The closed bell stays cheap (issue 16): the list is fetched once the first
// paint is done, and the closed dropdown renders nothing.
import type { Notification, NotificationKind, NotificationsResponse } from '@atrium/api';
import { formatRelative } from '@atrium/core';
import { ActionIcon, Avatar, Badge, Button, CloseButton, Group, Indicator, Popover, ScrollArea, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconFileDollar, IconKey, IconMailOpened, IconShieldLock, IconShoppingCart, IconUserPlus, type TablerIcon } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PathLink } from '../path-link';

/** How many the bell shows (the newest); the answer's `unread` counts them all. */
export const NOTIFICATIONS_SHOWN = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (limit: number) => [...notificationKeys.all, 'list', limit] as const,
};

const listKey = notificationKeys.list(NOTIFICATIONS_SHOWN);

const LOOK: Record<NotificationKind, { icon: TablerIcon; color: string }> = {
  orderPlaced: { icon: IconShoppingCart, color: 'green' },
  invoicePaid: { icon: IconFileDollar, color: 'teal' },
  userJoined: { icon: IconUserPlus, color: 'grape' },
  anomalyFlagged: { icon: IconAlertTriangle, color: 'orange' },
  passwordChanged: { icon: IconShieldLock, color: 'blue' },
  passwordReset: { icon: IconKey, color: 'red' },
};

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The params as the text interpolates them: numbers in the reader's digits (no grouping: they are
 * ids), and every value isolated (FSI … PDI) so a Latin name or an order number keeps its own
 * direction inside an Arabic or Hebrew line.
 */
function textParams(params: Notification['params'], language: string): Record<string, string> {
  const digits = new Intl.NumberFormat(language, { useGrouping: false });
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, `${FSI}${typeof value === 'number' ? digits.format(value) : value}${PDI}`]));
}


function showFailure(title: string, message: string): void {
  // the toasts' module is loaded lazily with the root's <Notifications /> (issue 16): the bell does the same
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color: 'red', title, message }));
}

type Change = { type: 'read'; id: number; read: boolean } | { type: 'readAll' } | { type: 'dismiss'; id: number };

/** The list as it will be once the server has done `change`. */
export function applyChange(list: NotificationsResponse, change: Change): NotificationsResponse {
  if (change.type === 'readAll') return { ...list, unread: 0, notifications: list.notifications.map((n) => ({ ...n, read: true })) };
  const target = list.notifications.find((n) => n.id === change.id);
  if (!target) return list;
  if (change.type === 'dismiss') {
    return { notifications: list.notifications.filter((n) => n.id !== change.id), total: Math.max(0, list.total - 1), unread: list.unread - (target.read ? 0 : 1) };
  }
  if (target.read === change.read) return list;
  return { ...list, unread: list.unread + (change.read ? -1 : 1), notifications: list.notifications.map((n) => (n.id === change.id ? { ...n, read: change.read } : n)) };
}

/**
 * The API client, loaded when the bell first calls: `@atrium/api` carries every call's schemas,
 * which the landing's first load must not pay for (issue 16's landing budget).
 */
async function apiClient() {
  return (await import('@atrium/api')).getApiClient();
}

const fetchList = async () => (await apiClient()).getNotifications({ limit: NOTIFICATIONS_SHOWN });

async function send(change: Change): Promise<unknown> {
  const api = await apiClient();
  if (change.type === 'readAll') return api.markAllNotificationsRead();
  if (change.type === 'dismiss') return api.dismissNotification(change.id);
  return api.setNotificationRead(change.id, change.read);
}

function useNotificationChange(queryClient: QueryClient, onFailure: () => void) {
  return useMutation({
    mutationFn: send,
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<NotificationsResponse>(listKey);
      if (previous) queryClient.setQueryData(listKey, applyChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      onFailure();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function NotificationsMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // asked for on intent (the pointer on the bell, focus, or opening it), not on load: on the demo
  // build any back-office call boots the whole in-browser back office (~220 kB gzip), which the
  // landing's first load must not pay for (issue 16's landing budget)
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const list = useQuery({
    queryKey: listKey,
    queryFn: fetchList,
    enabled: wanted || opened,
    staleTime: 30_000,
    // new events reach an open app: the bell looks again every minute
    refetchInterval: 60_000,
  });
  const unread = list.data?.unread ?? 0;
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.title');
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} offset={6} shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={t('notifications.title')} disabled={opened}>
          <Indicator disabled={unread === 0} size={9} offset={7} color="red" processing={false}>
            <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} aria-expanded={opened} onPointerEnter={want} onFocus={want} onClick={() => setOpened((o) => !o)}>
              <IconBell size={22} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {/* a component of its own: the closed dropdown renders nothing, so the app bar's first
            render formats no dates (35 ms at 1× on every load, issue 16) */}
        <NotificationsList onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationsList({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // the bell's query (its options are the NotificationsMenu's; this reads the same cache entry)
  const list = useQuery({ queryKey: listKey, queryFn: fetchList, staleTime: 30_000 });
  const change = useNotificationChange(queryClient, () => showFailure(t('notifications.failedTitle'), t('notifications.failed')));
  const items = list.data?.notifications ?? [];
  const unread = list.data?.unread ?? 0;
  const markAllRead = () => change.mutate({ type: 'readAll' });
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
          <ActionIcon variant="subtle" color="gray" disabled={unread === 0} aria-label={t('notifications.markAllRead')} onClick={markAllRead}>
            <IconMailOpened size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {list.isPending ? (
        <Stack gap="sm" p="md" aria-busy="true" aria-label={t('notifications.loading')}>
          {[0, 1, 2].map((i) => (
            <Group key={i} wrap="nowrap" gap="sm">
              <Skeleton circle height={38} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={10} width="70%" />
                <Skeleton height={8} width="45%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : list.isError ? (
        <Stack align="center" gap="xs" py="lg" px="md" role="alert">
          <Text size="sm" c="dimmed" ta="center">
            {t('notifications.loadFailed')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('notifications.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" size="sm">
          {t('notifications.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('notifications.title')}>
            {items.map((n) => {
              const { icon: Icon, color } = LOOK[n.kind];
              const params = textParams(n.params, i18n.language);
              const title = t(`notifications.kinds.${n.kind}.title`, params);
              const text = (
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={n.read ? 400 : 600}>
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`notifications.kinds.${n.kind}.body`, params)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatRelative(Date.parse(n.createdAt), i18n.language)}
                  </Text>
                </Stack>
              );
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
                  <Avatar color={color} radius="xl" variant="light">
                    <Icon size={20} aria-hidden />
                  </Avatar>
                  {n.link === undefined ? (
                    text
                  ) : (
                    <PathLink
                      href={n.link}
                      style={{ flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'none' }}
                      onClick={() => {
                        // following it reads it
                        if (!n.read) change.mutate({ type: 'read', id: n.id, read: true });
                        onNavigate();
                      }}
                    >
                      {text}
                    </PathLink>
                  )}
                  <Stack gap={4} align="center">
                    <UnstyledButton
                      onClick={() => change.mutate({ type: 'read', id: n.id, read: !n.read })}
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
                    <CloseButton size="sm" aria-label={t('notifications.remove', { title })} onClick={() => change.mutate({ type: 'dismiss', id: n.id })} />
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
