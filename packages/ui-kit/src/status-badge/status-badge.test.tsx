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

  // issue 36: on a phone "Partial payment" was cut to "PARTIAL PA…"; a wrapping badge keeps every word
  it('lets a wrapping badge break its label instead of cutting it', () => {
    renderKit(<StatusBadge status="pending" colors={colors} label="Partial payment" wrap />);
    const badge = screen.getByText('Partial payment').closest('[data-status]');
    expect(badge).toHaveAttribute('data-wrap', 'true');
    const label = screen.getByText('Partial payment');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    expect(getComputedStyle(label).overflow).toBe('visible');
  });

  it('keeps a badge on one line by default', () => {
    renderKit(<StatusBadge status="pending" colors={colors} label="Partial payment" />);
    expect(screen.getByText('Partial payment').closest('[data-status]')).not.toHaveAttribute('data-wrap');
  });
});
