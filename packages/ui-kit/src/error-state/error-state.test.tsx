import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { ErrorState } from './error-state';

describe('@atrium/ui-kit/ErrorState', () => {
  it('announces the error and retries on click', async () => {
    const onRetry = vi.fn();
    renderKit(<ErrorState title="Could not load orders" description="Server said 500" retryLabel="Try again" onRetry={onRetry} detail="HTTP 500" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load orders');
    expect(screen.getByText('HTTP 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a handler', () => {
    renderKit(<ErrorState title="Gone" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
