// A branch page's header: name, one open/closed state (from @atrium/api's branchOpenState, read
// in the branch's own time zone) and the branch's local time.
import { branchOpenState, type Branch, type BranchOpenState } from '@atrium/api/insights';
import { PageHeader } from '@atrium/ui-kit';
import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatLocalStamp, formatZonedNow } from '../lib/format';
import { useBranchNames } from '../lib/place-names';

/** The one line a person reads: open until when, or closed until when, or why. */
export function openStateLabel(state: BranchOpenState, openedAt: string, t: TFunction<'insights'>, language: string): string {
  switch (state.reason) {
    case 'open':
      return state.closesAt ? t('openState.openUntil', { time: formatClock(state.closesAt, language) }) : t('branch.openNow');
    case 'closedNow':
      if (!state.opensAt) return t('branch.closedNow');
      return state.opensAt.today
        ? t('openState.closedOpensToday', { time: formatClock(state.opensAt.time, language) })
        : t('openState.closedOpensOn', { day: t(`weekdays.${state.opensAt.weekday}`), time: formatClock(state.opensAt.time, language) });
    case 'notYetOpen':
      return t('openState.notYetOpen', { date: formatLocalStamp(openedAt, language) });
    case 'renovating':
      return t('openState.renovating');
    case 'closed':
      return t('openState.closed');
  }
}

export function BranchHeader({ branch, title, actions, now = new Date() }: { branch: Branch; title: ReactNode; actions?: ReactNode; now?: Date | undefined }) {
  const { t, i18n } = useTranslation('insights');
  const placeNames = useBranchNames();
  const state = branchOpenState(branch, now);
  const color = state.open ? 'teal' : state.reason === 'renovating' ? 'orange' : 'gray';
  return (
    <PageHeader
      title={title}
      description={
        <Group gap="xs" component="span">
          <Badge variant="dot" tt="none" color={color} data-testid="branch-open-state" data-open={state.open}>
            {openStateLabel(state, branch.openedAt, t, i18n.language)}
          </Badge>
          <Text span size="sm" c="dimmed">
            <bdi>{branch.code}</bdi> · {t('branch.cityCountry', { city: placeNames.city(branch.city), country: placeNames.country(branch.country) })} · {t('branch.localTime', { time: formatZonedNow(branch.timezone, i18n.language, now) })}
          </Text>
        </Group>
      }
      actions={actions}
    />
  );
}
