import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../test/render';
import { DashboardSkeleton, Panel } from './panel';

describe('@atrium/ui-kit/Panel', () => {
  it('is a section landmark named by its level-2 heading, with subtitle, action and content', () => {
    renderKit(
      <Panel title="Sales by country" subtitle="Last 30 days" action={<Button>View all</Button>}>
        <p>Brazil 120</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Sales by country' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Sales by country' })).toBeInTheDocument();
    expect(within(region).getByText('Last 30 days')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'View all' })).toBeInTheDocument();
    expect(within(region).getByText('Brazil 120')).toBeInTheDocument();
  });
});

describe('@atrium/ui-kit/DashboardSkeleton', () => {
  it('is one busy status named by the caller', () => {
    renderKit(<DashboardSkeleton label="جارٍ التحميل" />);
    const status = screen.getByRole('status', { name: 'جارٍ التحميل' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });
});
