import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../test/render';
import { EmptyState } from './empty-state';

describe('@atrium/ui-kit/EmptyState', () => {
  it('shows title, description and action as a status', () => {
    renderKit(<EmptyState title="No products" description="Try another filter" action={<Button>Clear filters</Button>} />);
    expect(screen.getByRole('status')).toHaveTextContent('No products');
    expect(screen.getByText('Try another filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
