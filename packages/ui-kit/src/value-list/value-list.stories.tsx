import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = {};
export const Empty: Story = { args: { items: [] } };
export const LongLabels: Story = {
  args: { items: [{ name: 'Customers who came back within thirty days of their first order', value: '1,204' }, ...rows], wrap: 'wrap' },
};
