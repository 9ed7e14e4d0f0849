import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../test/render';
import { StatusBadge } from './status-badge';

const colors = { paid: 'teal', pending: 'yellow', cancelled: 'red' } as const;

describe('@atrium/ui-kit/StatusBadge', () => {
  it('colours a known status and shows the status as text by default', () => {
    renderKit(<StatusBadge status="paid" colors={colors} />);
    const badge = screen.getByText('paid').closest('[data-status]');
    expect(badge).toHaveAttribute('data-status', 'paid');
    expect(badge?.getAttribute('style')).toContain('teal');
  });

  it('shows a label override and falls back to gray for unknown statuses', () => {
    renderKit(<StatusBadge status="constructor" colors={colors} label="Unknown" />);
    const badge = screen.getByText('Unknown').closest('[data-status]');
    expect(badge?.getAttribute('style')).toContain('gray');
  });
});
