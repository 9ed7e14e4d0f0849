import { handlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { invoiceListSearchSchema, type InvoiceListSearch } from '../lib/search';
import { WithSearch, withLocales } from '../test/story-decorators';
import { InvoiceEditPage } from './invoice-edit-page';
import { InvoiceListPage } from './invoice-list-page';
import { InvoicePreviewPage } from './invoice-preview-page';

function InvoiceScreens({ screen, initial, id }: { screen: 'list' | 'preview' | 'add' | 'edit'; initial: InvoiceListSearch; id: number }) {
  if (screen === 'preview') return <InvoicePreviewPage id={id} navigate={() => undefined} />;
  if (screen === 'add') return <InvoiceEditPage navigate={() => undefined} />;
  if (screen === 'edit') return <InvoiceEditPage id={id} navigate={() => undefined} />;
  return <WithSearch initial={initial} render={(search, onSearchChange) => <InvoiceListPage search={search} onSearchChange={onSearchChange} navigate={() => undefined} />} />;
}

const meta = {
  title: 'invoice/Pages',
  component: InvoiceScreens,
  decorators: [withLocales],
  parameters: { msw: { handlers } },
  args: { screen: 'list', initial: invoiceListSearchSchema.parse({}), id: 5036 },
} satisfies Meta<typeof InvoiceScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const ListPastDue: Story = { args: { initial: invoiceListSearchSchema.parse({ status: 'Past Due', sortBy: 'balance', orderBy: 'desc' }) } };
export const Preview: Story = { args: { screen: 'preview' } };
export const PreviewUnknownId: Story = { args: { screen: 'preview', id: 1 } };
export const Add: Story = { args: { screen: 'add' } };
export const Edit: Story = { args: { screen: 'edit' } };
