import type { Meta, StoryObj } from '@storybook/react-vite';
import { toCsv } from '../csv/csv';
import { ExportCsvButton } from './export-csv-button';

const rows = [
  { id: 1, name: 'Ceramic mug', price: 12.5 },
  { id: 2, name: 'مصباح مكتب', price: 40 },
  { id: 3, name: '=cmd|"/c calc"!A1', price: 0 },
];

const meta = {
  title: 'ui-kit/ExportCsvButton',
  tags: ['autodocs'],
  component: ExportCsvButton,
  args: {
    filename: 'products.csv',
    getCsv: () =>
      new Promise<string>((resolve) =>
        setTimeout(
          () =>
            resolve(
              toCsv(rows, [
                { key: 'id', header: 'ID' },
                { key: 'name', header: 'Name' },
                { key: 'price', header: 'Price' },
              ]),
            ),
          600,
        ),
      ),
  },
} satisfies Meta<typeof ExportCsvButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Download CSV' } };
