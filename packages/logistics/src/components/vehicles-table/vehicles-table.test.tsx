import { VEHICLE_SORT_KEYS, vehiclesQuerySchema } from '@atrium/api';
import { getDb, listVehicles, resetDemoData } from '@atrium/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VEHICLES_SEARCH, type VehiclesSearch } from '../../search';
import { renderLogistics } from '../../test/render';
import { VehiclesTable } from './vehicles-table';

async function shownLocations(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Vehicles' });
  await waitFor(() => expect(within(table).getAllByText(/^Vehicle \d+$/).length).toBeGreaterThan(0), { timeout: 5000 });
  return within(table)
    .getAllByText(/^Vehicle \d+$/)
    .map((el) => el.textContent ?? '');
}

describe('@atrium/logistics/VehiclesTable', () => {
  it('shows the rows in the order the API sorts them, for every sort key, order and page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sortBy: fc.constantFrom(undefined, ...VEHICLE_SORT_KEYS),
          orderBy: fc.constantFrom(undefined, 'asc' as const, 'desc' as const),
          page: fc.integer({ min: 1, max: 3 }),
          itemsPerPage: fc.constantFrom(5, 10),
        }),
        async (search: VehiclesSearch) => {
          resetDemoData();
          const expected = listVehicles(getDb(), vehiclesQuerySchema.parse(search)).vehicles.map((v) => `Vehicle ${v.location}`);
          const view = renderLogistics(<VehiclesTable search={search} onSearchChange={() => {}} />);
          try {
            expect(await shownLocations()).toEqual(expected);
          } finally {
            view.unmount();
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it('clicking a header asks for that sort (asc, then desc) from page 1', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    const view = renderLogistics(<VehiclesTable search={{ ...DEFAULT_VEHICLES_SEARCH, page: 2 }} onSearchChange={onSearchChange} />);
    await shownLocations();
    await user.click(screen.getByRole('button', { name: /Warnings/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'warnings', orderBy: 'asc', page: 1 });
    view.rerender(<VehiclesTable search={{ ...DEFAULT_VEHICLES_SEARCH, sortBy: 'warnings', orderBy: 'asc' }} onSearchChange={onSearchChange} />);
    await user.click(screen.getByRole('button', { name: /Warnings/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'warnings', orderBy: 'desc', page: 1 });
  });

  it('shows translated warning badges and a progress bar per vehicle', async () => {
    renderLogistics(<VehiclesTable search={{ ...DEFAULT_VEHICLES_SEARCH, itemsPerPage: 25 }} onSearchChange={() => {}} />);
    await shownLocations();
    const table = screen.getByRole('table', { name: 'Vehicles' });
    expect(within(table).getAllByRole('progressbar')).toHaveLength(25);
    expect(within(table).getAllByText('No warnings').length).toBeGreaterThan(0);
  });
});
