import { INVOICE_STATUSES } from '@atrium/api';
import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocales } from '../test/story-decorators';
import { BalanceCell, InvoiceStatusIcon } from './invoice-status-icon';

function AllStatuses() {
  return (
    <Group>
      {INVOICE_STATUSES.map((status) => (
        <InvoiceStatusIcon key={status} invoice={{ invoiceStatus: status, balance: 120.5, dueDate: '2025-07-01' }} />
      ))}
      <BalanceCell balance={-42} />
    </Group>
  );
}

const meta = { title: 'invoice/InvoiceStatusIcon', component: AllStatuses, decorators: [withLocales] } satisfies Meta<typeof AllStatuses>;
export default meta;
export const EveryStatusAndACredit: StoryObj<typeof meta> = {};
