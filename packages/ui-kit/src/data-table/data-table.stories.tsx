import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableSort } from './data-table';

interface Order {
  id: number;
  customer: string;
  total: number;
  status: 'paid' | 'pending' | 'refunded';
  date: string;
}

const statuses: Order['status'][] = ['paid', 'pending', 'refunded'];
const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Linus Torvalds', 'Margaret Hamilton'];
const allOrders: Order[] = Array.from({ length: 57 }, (_, i) => ({
  id: 1000 + i,
  customer: names[i % names.length] ?? 'Guest',
  total: Math.round(((i * 37) % 500) * 100 + 999) / 100,
  status: statuses[i % 3] ?? 'paid',
  date: new Date(Date.UTC(2024, i % 12, (i % 27) + 1)).toISOString().slice(0, 10),
}));

const columns: DataTableColumn<Order>[] = [
  { key: 'id', header: 'Order', sortable: true, width: 90, render: (o) => `#${o.id}` },
  { key: 'customer', header: 'Customer', sortable: true },
  { key: 'date', header: 'Date', sortable: true, visibleFrom: 'sm' },
  { key: 'status', header: 'Status', render: (o) => <Badge variant="light">{o.status}</Badge> },
  { key: 'total', header: 'Total', sortable: true, align: 'end', render: (o) => `$${o.total.toFixed(2)}` },
];

/** What a parent does with the URL state: here the "server" is an array. */
function ServerDriven(props: { loading?: boolean; error?: boolean; empty?: boolean; selectable?: boolean; clickable?: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<DataTableSort | null>({ key: 'id', order: 'asc' });
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const source = props.empty ? [] : allOrders;
  const sorted = sort
    ? [...source].sort((a, b) => {
        const x = a[sort.key as keyof Order];
        const y = b[sort.key as keyof Order];
        const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return sort.order === 'asc' ? cmp : -cmp;
      })
    : source;
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <DataTable<Order>
      caption="Orders"
      columns={columns}
      rows={props.loading ? [] : rows}
      rowKey={(o) => o.id}
      rowLabel={(o) => `#${o.id}`}
      total={props.loading ? 0 : source.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      sort={sort}
      onSortChange={setSort}
      loading={props.loading}
      error={props.error ? <div role="alert">Could not load orders.</div> : undefined}
      selection={props.selectable ? { selected, onChange: setSelected } : undefined}
      onRowClick={props.clickable ? (o) => window.alert(`Open order #${o.id}`) : undefined}
      toolbar={
        props.selectable ? (
          <Group justify="space-between">
            <span>{selected.length} selected</span>
            <Button size="xs" color="red" variant="light" disabled={selected.length === 0}>
              Delete selected
            </Button>
          </Group>
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'ui-kit/DataTable',
  tags: ['autodocs'],
  component: ServerDriven,
  args: {},
} satisfies Meta<typeof ServerDriven>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selectable: Story = { args: { selectable: true } };
export const ClickableRows: Story = { args: { clickable: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { empty: true } };
export const LoadFailed: Story = { args: { error: true } };
export const RightToLeft: Story = {
  args: { selectable: true },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
