import type { Meta, StoryObj } from '@storybook/react-vite';
import { Anchor, Button } from '@mantine/core';
import { expect } from 'storybook/test';
import { PageHeader } from './page-header';

const meta = {
  title: 'ui-kit/PageHeader',
  tags: ['autodocs'],
  component: PageHeader,
  args: { title: 'Products', description: 'Everything the store sells, with stock and status.' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithActions: Story = {
  args: {
    breadcrumbs: [<Anchor key="1" href="#">eCommerce</Anchor>, <span key="2">Products</span>],
    actions: <Button>Add product</Button>,
  },
  /** the page's one level-1 heading, its breadcrumb trail as a named navigation, and its actions */
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('eCommerce');
    await expect(canvas.getByRole('button', { name: 'Add product' })).toBeVisible();
  },
};
