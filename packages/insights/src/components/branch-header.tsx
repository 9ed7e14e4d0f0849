// A branch page's header: name, one open/closed state (from @atrium/api's branchStatusAt, read
// in the branch's own time zone, holidays and hours changes included) and the branch's local time.
import { branchStatusAt, type Branch } from '@atrium/api/insights';
import { PageHeader } from '@atrium/ui-kit';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZonedNow } from '../lib/format';
import { openStateLabel } from '../lib/open-state';
import { useBranchNames } from '../lib/place-names';

export function BranchHeader({ branch, title, actions, now = new Date() }: { branch: Branch; title: ReactNode; actions?: ReactNode; now?: Date | undefined }) {
  const { t, i18n } = useTranslation('insights');
  const placeNames = useBranchNames();
  const state = branchStatusAt(branch, now);
  const color = state.open ? 'teal' : state.reason === 'renovating' ? 'orange' : 'gray';
  return (
    <PageHeader
      title={title}
      description={
        <Group gap="xs" component="span">
          <Badge variant="dot" tt="none" color={color} data-testid="branch-open-state" data-open={state.open} data-reason={state.reason}>
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
