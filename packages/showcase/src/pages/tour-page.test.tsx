import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShowcase } from '../test/render';
import { TourPage } from './tour-page';

describe('@atrium/showcase/TourPage', () => {
  // regression (issue 19): the "Growth %" card showed the orders count (7404)
  it('shows growth as a percentage, not the orders count', () => {
    renderShowcase(<TourPage />);
    const growth = within(screen.getByTestId('tour-stat-growth'));
    const orders = within(screen.getByTestId('tour-stat-orders'));
    expect(growth.getByText('Growth %')).toBeInTheDocument();
    expect(growth.getByText('28.4%')).toBeInTheDocument();
    expect(orders.getByText('4,567')).toBeInTheDocument();
  });
});
