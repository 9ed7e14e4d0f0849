import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { FilterBar } from './filter-bar';

describe('@atrium/ui-kit/FilterBar', () => {
  it('shows the reset button only while a filter is active', async () => {
    const onReset = vi.fn();
    const { rerender } = renderKit(
      <FilterBar onReset={onReset} label="Order filters">
        <input aria-label="Status" />
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: 'Order filters' })).toContainElement(screen.getByLabelText('Status'));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    rerender(
      <FilterBar onReset={onReset} active resetLabel="Clear all" cols={{ base: 1, sm: 3 }}>
        <input aria-label="Status" />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
