// The one frame every demo page uses: a translated page header and titled sections in a grid.
import { PageHeader } from '@atrium/ui-kit';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DemoPageProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** sections per row from the md breakpoint */
  cols?: 1 | 2 | 3;
  children: ReactNode;
}

export function DemoPage({ title, description, actions, cols = 2, children }: DemoPageProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} />
      <SimpleGrid cols={{ base: 1, md: cols }} spacing="lg">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

export interface DemoSectionProps {
  title: string;
  children: ReactNode;
  /** span the whole row */
  wide?: boolean;
}

export function DemoSection({ title, children, wide = false }: DemoSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Title order={2} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
