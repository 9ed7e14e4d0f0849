import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { QueryState } from './query-state';

const labels = { errorTitle: 'Could not load', errorDescription: 'The stats did not arrive.', retry: 'Try again', loading: 'Loading the stats' };

describe('@atrium/ui-kit/QueryState', () => {
  it('shows the busy dashboard skeleton, named by the caller, until the data is there', () => {
    renderKit(<QueryState query={{ isError: false, data: undefined, refetch: () => {} }} labels={labels}>{(n: number) => <p>{n} orders</p>}</QueryState>);
    expect(screen.getByRole('status', { name: 'Loading the stats' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/orders/)).not.toBeInTheDocument();
  });

  it('takes a placeholder of its own instead', () => {
    renderKit(
      <QueryState query={{ isError: false, data: undefined, refetch: () => {} }} labels={labels} loading={<p>Hold on</p>}>
        {(n: number) => <p>{n} orders</p>}
      </QueryState>,
    );
    expect(screen.getByText('Hold on')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the content from the data', () => {
    renderKit(<QueryState query={{ isError: false, data: 0, refetch: () => {} }} labels={labels}>{(n) => <p>{n} orders</p>}</QueryState>);
    expect(screen.getByText('0 orders')).toBeInTheDocument();
  });

  it('shows the error over stale data, and retries by refetching', async () => {
    const refetch = vi.fn();
    renderKit(<QueryState query={{ isError: true, data: 12, refetch }} labels={labels}>{(n) => <p>{n} orders</p>}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByText('The stats did not arrive.')).toBeInTheDocument();
    expect(screen.queryByText('12 orders')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
