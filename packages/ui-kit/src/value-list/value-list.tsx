// A list of rows, each a name at the start and its figure at the end: top instructors, delivery
// figures, warnings, campaign counts. A real list (ul/li) with the bullets and indent removed.
import { Group, Stack, type MantineSpacing } from '@mantine/core';
import type { Key, ReactNode } from 'react';

export interface ValueListProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** what the row is about, at the start edge */
  label: (item: T) => ReactNode;
  /** its figure (or figures), at the end edge */
  value: (item: T) => ReactNode;
  /** space between rows */
  gap?: MantineSpacing;
  /** whether a row may wrap its value under its label on a narrow card */
  wrap?: 'wrap' | 'nowrap';
}

export function ValueList<T>({ items, getKey, label, value, gap = 'sm', wrap = 'nowrap' }: ValueListProps<T>) {
  return (
    <Stack gap={gap} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group key={getKey(item)} justify="space-between" component="li" wrap={wrap}>
          {label(item)}
          {value(item)}
        </Group>
      ))}
    </Stack>
  );
}
