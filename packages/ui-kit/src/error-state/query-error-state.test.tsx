import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { QueryErrorState, type QueryErrorLabelKey } from './query-error-state';

const text: Record<QueryErrorLabelKey, string> = { 'states.errorTitle': 'תקלה', 'states.errorDescription': 'לא נטען', 'actions.retry': 'נסו שוב' };

describe('@atrium/ui-kit/QueryErrorState', () => {
  it("shows the package's translations and the detail, and retries", async () => {
    const onRetry = vi.fn();
    renderKit(<QueryErrorState translate={(key) => text[key]} onRetry={onRetry} detail="HTTP 503" />);
    expect(screen.getByRole('alert')).toHaveTextContent('תקלה');
    expect(screen.getByText('לא נטען')).toBeInTheDocument();
    expect(screen.getByText('HTTP 503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'נסו שוב' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
