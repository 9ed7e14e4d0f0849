import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled dashboard card; a section landmark named by its title. */
export function Panel({ title, subtitle, action, children }: { title: string; subtitle?: ReactNode; action?: ReactNode; children: ReactNode }) {
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
