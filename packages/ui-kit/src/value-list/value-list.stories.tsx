import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ValueList } from './value-list';

interface Row {
  name: string;
  value: string;
}
const rows: Row[] = [
  { name: 'Visitors', value: '12,480' },
  { name: 'Conversion', value: '3.4%' },
  { name: 'Average basket', value: '$58.20' },
];

/** Label and value pairs, one per line, values aligned to the end (the start in RTL). */
const meta = {
  title: 'ui-kit/ValueList',
  component: ValueList<Row>,
  tags: ['autodocs'],
  args: { items: rows, getKey: (r: Row) => r.name, label: (r: Row) => r.name, value: (r: Row) => r.value },
} satisfies Meta<typeof ValueList<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list, a row an item: its label first, then its value; a row stays on one line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual(['Visitors12,480', 'Conversion3.4%', 'Average basket$58.20']);
    await expect(getComputedStyle(items[0] as HTMLElement).flexWrap).toBe('nowrap');
  },
};
export const Empty: Story = { args: { items: [] } };
export const LongLabels: Story = {
  args: { items: [{ name: 'Customers who came back within thirty days of their first order', value: '1,204' }, ...rows], wrap: 'wrap' },
  play: async ({ canvas }) => {
    // told it may wrap, a long label breaks onto a second line instead of pushing the value out
    await expect(getComputedStyle(canvas.getAllByRole('listitem')[0] as HTMLElement).flexWrap).toBe('wrap');
  },
};
