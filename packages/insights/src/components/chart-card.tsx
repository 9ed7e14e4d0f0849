// A card around one chart: a chart/table toggle (the table is the accessible view of the same
// numbers), a CSV export through the API, and the loading, empty and error states.
import type { ExportQuery } from '@atrium/api/insights';
import { ErrorState, EmptyState } from '@atrium/ui-kit';
import { Button, Card, Group, ScrollArea, Skeleton, Table, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from './csv-download';
import { OFFSCREEN_SKIPPED } from './offscreen';

export interface TableView {
  columns: string[];
  rows: Array<Array<ReactNode>>;
}

export interface ChartCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** the chart itself (usually a LazyChart) */
  chart: ReactNode;
  /** the Table view; a function is called only when that view is shown (formatting every number of a chart no one has switched to was part of the landing's first render) */
  table: TableView | (() => TableView);
  exportQuery?: ExportQuery;
  exportName?: string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => unknown;
  empty?: boolean;
  emptyText?: ReactNode;
  actions?: ReactNode;
  /** between the header and the chart or table, in both views (a chip naming what is drawn) */
  banner?: ReactNode;
  footer?: ReactNode;
  height?: number;
}

export function ChartCard({ title, subtitle, chart, table, exportQuery, exportName = 'export.csv', loading, error, onRetry, empty, emptyText, actions, banner, footer, height = 260 }: ChartCardProps) {
  const { t } = useTranslation('insights');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [exporting, setExporting] = useState(false);
  const titleId = useId();
  const exportNow = async () => {
    if (!exportQuery) return;
    setExporting(true);
    try {
      await downloadCsv(exportQuery, exportName);
    } finally {
      setExporting(false);
    }
  };
  let body: ReactNode;
  if (error) body = <ErrorState compact title={t('states.errorTitle')} description={t('states.errorText')} retryLabel={t('states.retry')} onRetry={onRetry} />;
  else if (loading) body = <Skeleton height={height} radius="sm" />;
  else if (empty) body = <EmptyState compact title={t('states.emptyTitle')} description={emptyText ?? t('states.emptyText')} />;
  else if (view === 'chart') body = chart;
  else {
    const { columns, rows } = typeof table === 'function' ? table() : table;
    body = (
      <ScrollArea.Autosize mah={height + 40}>
        <Table striped highlightOnHover stickyHeader aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={i}>
                {row.map((cell, j) => (
                  <Table.Td key={j}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    );
  }
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} style={OFFSCREEN_SKIPPED}>
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <div>
          <Title order={3} fz="md" id={titleId}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          {actions}
          {/* two toggle buttons, not a SegmentedControl: its floating indicator measured the page
              (getBoundingClientRect, getComputedStyle) on mount and on every resize, once per card,
              and the landing's cards mounting together made that a forced-layout cascade of ~0.7 s
              at 4× CPU (issue 16) */}
          <Button.Group aria-label={t('chart.view')}>
            {(['chart', 'table'] as const).map((v) => (
              <Button key={v} size="xs" variant={view === v ? 'filled' : 'default'} aria-pressed={view === v} onClick={() => setView(v)}>
                {t(`chart.${v}`)}
              </Button>
            ))}
          </Button.Group>
          {exportQuery ? (
            <Button size="xs" variant="default" onClick={() => void exportNow()} loading={exporting}>
              {t('chart.exportCsv')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {banner}
      {body}
      {footer}
    </Card>
  );
}
