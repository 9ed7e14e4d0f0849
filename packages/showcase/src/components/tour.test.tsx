import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TourPage } from '../pages/tour-page';
import { renderShowcase } from '../test/render';

describe('Tour', () => {
  it('advances step by step, goes back, and closes on Escape with focus returned', async () => {
    const user = userEvent.setup();
    renderShowcase(<TourPage />);
    const start = screen.getByRole('button', { name: 'Start the tour' });
    await user.click(start);
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('Start here')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Find anything on the page from this field.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(/Step \d of 4/)).not.toBeInTheDocument());
    expect(start).toHaveFocus();

    // reopening starts from the first step again
    await user.click(start);
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
  });
});
