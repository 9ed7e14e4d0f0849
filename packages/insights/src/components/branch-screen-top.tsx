// The top of both branch screens (the branch page and its visitors page): the header with its
// links to the sibling screens, the range picker, the sensor coverage notice and, when the
// range has no data at all, the empty state.
import type { Branch, Coverage } from '@atrium/api/insights';
import { EmptyState } from '@atrium/ui-kit';
import { Card, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BranchHeader } from './branch-header';
import { InsightsLink, type Navigate } from './branch-link';
import { CoverageNotice } from './coverage-notice';
import { RangePicker, type RangePickerProps } from './range-picker';

export interface BranchScreenTopProps {
  /** undefined while the branch loads (a skeleton stands in for the header) */
  branch: Branch | undefined;
  title: (branch: Branch) => string;
  links: ReadonlyArray<{ to: string; label: string }>;
  navigate?: Navigate | undefined;
  search: RangePickerProps['value'];
  onSearchChange: RangePickerProps['onChange'];
  coverage: Coverage | undefined;
  noData: boolean;
  now?: Date | undefined;
  /** the branch's zone, whose days the range is counted in */
  timeZones?: readonly string[];
}

export function BranchScreenTop({ branch, title, links, navigate, search, onSearchChange, coverage, noData, now, timeZones }: BranchScreenTopProps) {
  const { t } = useTranslation('insights');
  return (
    <>
      {branch ? (
        <BranchHeader
          branch={branch}
          title={title(branch)}
          now={now}
          actions={
            <Group gap="md">
              {links.map((link) => (
                <InsightsLink key={link.to} to={link.to} navigate={navigate}>
                  {link.label}
                </InsightsLink>
              ))}
            </Group>
          }
        />
      ) : (
        <Skeleton height={60} />
      )}
      <Card withBorder padding="md">
        <RangePicker value={search} onChange={onSearchChange} withGranularity singleBranch now={now} timeZones={timeZones} />
      </Card>
      <CoverageNotice coverage={coverage} />
      {noData ? <EmptyState title={t('states.noDataTitle')} description={branch ? t('states.notOpenYet', { date: branch.openedAt }) : t('states.noDataText')} /> : null}
    </>
  );
}
