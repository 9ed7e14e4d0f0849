// A titled card for dashboards, and the placeholder grid those dashboards show while loading.
import { Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PanelProps {
  /** the heading (level 2), which also names the section landmark */
  title: string;
  subtitle?: ReactNode;
  /** a control at the end of the header, e.g. a menu or a "View all" link */
  action?: ReactNode;
  children: ReactNode;
}

/** A dashboard card: a section landmark named by its heading, with an optional action at the end edge. */
export function Panel({ title, subtitle, action, children }: PanelProps) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <div>
          <Title order={2} size="h5">
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {action}
      </Group>
      {children}
    </Card>
  );
}

export interface DashboardSkeletonProps {
  /** what is loading, for screen readers (the caller's translation) */
  label: string;
}

/** While a dashboard's data loads: a row of four stat cards over four panels, announced as busy. */
export function DashboardSkeleton({ label }: DashboardSkeletonProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={i < 4 ? 110 : 260} radius="md" />
      ))}
    </SimpleGrid>
  );
}
