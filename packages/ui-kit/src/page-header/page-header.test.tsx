import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../test/render';
import { PageHeader } from './page-header';

describe('@atrium/ui-kit/PageHeader', () => {
  it('renders a level-1 heading, breadcrumbs and actions', () => {
    renderKit(
      <PageHeader
        title="Products"
        description="All products in the store"
        breadcrumbs={[<a key="a" href="/apps">Apps</a>, <span key="b">Products</span>]}
        actions={<Button>Add product</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('Apps');
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
  });
});
