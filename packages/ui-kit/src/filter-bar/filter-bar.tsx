import { Box, Button, Group, SimpleGrid, type MantineSpacing, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FilterBarProps {
  /** the filter controls (SearchInput, Select, DatePickerInput…) */
  children: ReactNode;
  /** whether any filter differs from its default; shows the reset button */
  active?: boolean;
  /** clears every filter; without it no reset button is shown */
  onReset?: () => void;
  /** @default 'Reset filters' */
  resetLabel?: ReactNode;
  /**
   * Columns per breakpoint. Left unset, controls flow in a wrapping row; set, they sit in a
   * responsive grid (e.g. `{ base: 1, sm: 2, lg: 4 }`).
   */
  cols?: SimpleGridProps['cols'];
  gap?: MantineSpacing;
  /** accessible name of the filter region, e.g. 'Order filters' @default 'Filters' */
  label?: string;
}

/** Lays out a list's filter controls and offers one "reset" when any of them is set. */
export function FilterBar({ children, active = false, onReset, resetLabel = 'Reset filters', cols, gap = 'sm', label = 'Filters' }: FilterBarProps) {
  const reset =
    onReset && active ? (
      <Button variant="subtle" color="gray" onClick={onReset}>
        {resetLabel}
      </Button>
    ) : null;
  return (
    <Box role="search" aria-label={label}>
      {cols ? (
        <Group align="flex-end" gap={gap}>
          <SimpleGrid cols={cols} spacing={gap} style={{ flex: '1 1 18rem' }}>
            {children}
          </SimpleGrid>
          {reset}
        </Group>
      ) : (
        <Group align="flex-end" gap={gap}>
          {children}
          {reset}
        </Group>
      )}
    </Box>
  );
}
