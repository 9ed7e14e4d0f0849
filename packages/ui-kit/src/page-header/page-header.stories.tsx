import type { Meta, StoryObj } from '@storybook/react-vite';
import { Anchor, Badge, Button, Group } from '@mantine/core';
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

/** A description that is more than text (a badge beside it): a block, not a paragraph, around it. */
export const RichDescription: Story = {
  args: {
    title: 'London Oxford Street',
    description: (
      <Group gap="xs">
        <span>Store, opened 2019</span>
        <Badge variant="dot" color="gray" tt="none">
          Open now
        </Badge>
      </Group>
    ),
  },
  play: async ({ canvas }) => {
    // a <div> inside a <p> is invalid HTML (React logs it, which fails this story)
    await expect(canvas.getByText('Open now').closest('p')).toBeNull();
    await expect(canvas.getByText('Store, opened 2019')).toBeVisible();
  },
};
