// A branch page's header: name, status, local time and whether it is open right now.
import type { Branch } from '@atrium/api';
import { PageHeader } from '@atrium/ui-kit';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZonedNow } from '../lib/format';

/** Weekday (Monday 0) and minute of day now in a zone. */
function localNow(timeZone: string, now: Date): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return { weekday, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

const toMinutes = (hm: string) => {
  const [h = '0', m = '0'] = hm.split(':');
  return Number(h) * 60 + Number(m);
};

export function isOpenNow(branch: Branch, now: Date = new Date()): boolean {
  if (branch.status !== 'open') return false;
  const { weekday, minute } = localNow(branch.timezone, now);
  const hours = branch.openingHours[weekday];
  return hours ? minute >= toMinutes(hours.open) && minute < toMinutes(hours.close) : false;
}

export function BranchHeader({ branch, title, actions, now = new Date() }: { branch: Branch; title: ReactNode; actions?: ReactNode; now?: Date }) {
  const { t, i18n } = useTranslation('insights');
  const open = isOpenNow(branch, now);
  return (
    <PageHeader
      title={title}
      description={
        <Group gap="xs" component="span">
          <Badge variant="light" color={branch.status === 'open' ? 'teal' : branch.status === 'renovating' ? 'orange' : 'gray'}>
            {t(`status.${branch.status}`)}
          </Badge>
          <Badge variant="dot" color={open ? 'teal' : 'gray'}>
            {open ? t('branch.openNow') : t('branch.closedNow')}
          </Badge>
          <Text span size="sm" c="dimmed">
            {branch.code} · {branch.city}, {branch.country} · {t('branch.localTime', { time: formatZonedNow(branch.timezone, i18n.language, now) })}
          </Text>
        </Group>
      }
      actions={actions}
    />
  );
}
