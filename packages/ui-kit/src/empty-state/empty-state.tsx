import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. a "clear filters" or "add the first one" button */
  action?: ReactNode;
  /** smaller padding when inside a card or table */
  compact?: boolean;
}

/** What a list, chart or page shows when there is nothing to show. */
export function EmptyState({ title, description, icon, action, compact = false }: EmptyStateProps) {
  return (
    <Center py={compact ? 'lg' : 48} px="md" role="status">
      <Stack align="center" gap="xs" maw={420} ta="center">
        {icon ? (
          <ThemeIcon variant="light" color="gray" size={compact ? 44 : 64} radius="xl" aria-hidden="true">
            {icon}
          </ThemeIcon>
        ) : null}
        <Title order={3} fz={compact ? 'md' : 'lg'}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Center>
  );
}
