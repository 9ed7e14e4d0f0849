// Regression (issue 19, ar-dark screenshot pass): with orders over the last 90 days only, the
// revenue chart titled "Last 12 months" drew a flat zero for eight months before its line.
import type { EcommerceStats } from '@atrium/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import DashboardCharts from './dashboard-charts';

const month = (m: string, orders: number) => ({ month: m, revenue: orders * 100, orders });
// only what the charts read; the rest of the stats is not drawn here
const stats = (monthly: EcommerceStats['monthly']) => ({
  currentMonth: '2026-11',
  kpis: { revenue: 1, orders: 1, customers: 1, products: 1, averageOrderValue: 1, revenueDelta: null, ordersDelta: null },
  ordersByStatus: [],
  monthly,
}) as unknown as EcommerceStats;

describe('DashboardCharts', () => {
  it('starts the series at the first month with orders and says so', () => {
    renderPage(<DashboardCharts stats={stats([month('2025-12', 0), month('2026-01', 0), month('2026-09', 3), month('2026-10', 5), month('2026-11', 4)])} />);
    expect(screen.queryByText('Last 12 months')).toBeNull();
    expect(screen.getByText(/^Since /)).toHaveTextContent('Since Sep 2026');
  });

  it('keeps "Last 12 months" when every month has orders', () => {
    renderPage(<DashboardCharts stats={stats([month('2025-12', 2), month('2026-01', 1)])} />);
    expect(screen.getByText('Last 12 months')).toBeInTheDocument();
  });
});
