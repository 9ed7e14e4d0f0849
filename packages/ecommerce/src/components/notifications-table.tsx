// The store's notification events by channel: the settings page ticks them, a customer's page reads them.
import { NOTIFICATION_EVENTS } from '@atrium/api';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEcommerceTranslation } from '../lib/i18n';

export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type NotificationChannel = 'email' | 'app';
const CHANNELS: readonly NotificationChannel[] = ['email', 'app'];

export function NotificationsTable({ cell }: { cell: (event: NotificationEvent, channel: NotificationChannel) => ReactNode }) {
  const { t } = useEcommerceTranslation();
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('settings.notifications.event')}</Table.Th>
          {CHANNELS.map((channel) => (
            <Table.Th key={channel}>{t(`settings.notifications.${channel}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {NOTIFICATION_EVENTS.map((event) => (
          <Table.Tr key={event}>
            <Table.Td>{t(`settings.notifications.events.${event}`)}</Table.Td>
            {CHANNELS.map((channel) => (
              <Table.Td key={channel}>{cell(event, channel)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
