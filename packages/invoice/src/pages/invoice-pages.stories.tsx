// The invoice screens at their routes, against the mock API, with the states a person meets:
// loaded, loading, empty, failing (with a retry), slow, validation errors, the client role and
// long content. Three play the workflows: filter the list by status, open the delete dialog and
// close it with Escape, fill the editor and save.
import { API_PATHS, getApiClient } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor, transformFor } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { invoiceListSearchSchema, type InvoiceListSearch } from '../lib/search';
import { WithSearch, withLocales } from '../test/story-decorators';
import { InvoiceEditPage } from './invoice-edit-page';
import { InvoiceListPage } from './invoice-list-page';
import { InvoicePreviewPage } from './invoice-preview-page';

interface ScreensProps {
  screen: 'list' | 'preview' | 'add' | 'edit';
  initial: InvoiceListSearch;
  id: number;
  navigate: (to: string) => void;
}

function InvoiceScreens({ screen, initial, id, navigate }: ScreensProps) {
  if (screen === 'preview') return <InvoicePreviewPage id={id} navigate={navigate} />;
  if (screen === 'add') return <InvoiceEditPage navigate={navigate} />;
  if (screen === 'edit') return <InvoiceEditPage id={id} navigate={navigate} />;
  return <WithSearch initial={initial} render={(search, onSearchChange) => <InvoiceListPage search={search} onSearchChange={onSearchChange} navigate={navigate} />} />;
}

/** The story's language (en-light or ar-dark): the plays find controls by their translated names. */
const texts = () => (document.documentElement.lang === 'ar' ? ar : en);
const body = within(document.body);

const meta = {
  title: 'invoice/Pages',
  component: InvoiceScreens,
  decorators: [withLocales],
  parameters: { msw: { handlers } },
  args: { screen: 'list', initial: invoiceListSearchSchema.parse({}), id: 5036, navigate: fn() },
} satisfies Meta<typeof InvoiceScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { parameters: { route: '/apps/invoice/list' } };
export const ListPastDue: Story = { args: { initial: invoiceListSearchSchema.parse({ status: 'Past Due', sortBy: 'balance', orderBy: 'desc' }) } };
export const ListLoading: Story = { parameters: mockApi(loadingFor(API_PATHS.invoices)) };
export const ListEmpty: Story = { parameters: mockApi(emptyFor(API_PATHS.invoices)) };
export const ListFailed: Story = { parameters: mockApi(errorFor(API_PATHS.invoices)), play: retriesAfterError(API_PATHS.invoices) };
export const ListSlow: Story = { parameters: mockApi(slowFor(API_PATHS.invoices)) };
export const ListAsClient: Story = { beforeEach: asClientRole };
export const ListLongNames: Story = {
  parameters: mockApi(
    transformFor(API_PATHS.invoices, (answer) => {
      const page = answer as { invoices: Array<{ client: { name: string; companyEmail: string } }> };
      for (const invoice of page.invoices) {
        invoice.client.name = `${invoice.client.name} Montgomery-Featherstonehaugh of the Very Long Company Name`;
        invoice.client.companyEmail = `accounts.payable.department.${invoice.client.companyEmail}`;
      }
      return page;
    }),
  ),
};

/** Filter a list: choose a status in the filter bar; every row the server sends back has it. */
export const FilterByStatus: Story = {
  play: async ({ canvas }) => {
    const t = texts();
    await canvas.findAllByRole('link', { name: /#\d+/ }, { timeout: 15_000 });
    await userEvent.click(canvas.getByLabelText(t.list.status, { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await body.findByRole('option', { name: t.status.paid, hidden: true }));
    const table = canvas.getByRole('table');
    await waitFor(
      () => {
        const statuses = [...table.querySelectorAll('tbody [data-status]')].map((cell) => cell.textContent);
        expect(statuses.length).toBeGreaterThan(0);
        expect(new Set(statuses)).toEqual(new Set([t.status.paid]));
      },
      { timeout: 15_000 },
    );
  },
};

/** Open a dialog and close it with the keyboard: Escape closes it and focus returns to its button. */
export const DeleteDialogClosedWithEscape: Story = {
  play: async ({ canvas }) => {
    const t = texts();
    const remove = await canvas.findByRole('button', { name: t.list.deleteLabel.replace('{{id}}', '5036') }, { timeout: 15_000 });
    await userEvent.click(remove);
    await body.findByRole('dialog', { name: t.list.deleteTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    // nothing was deleted
    await expect(canvas.getByRole('link', { name: '#5036' })).toBeInTheDocument();
  },
};

export const Preview: Story = { args: { screen: 'preview' }, parameters: { route: '/apps/invoice/preview/$id' } };
/** An unknown invoice: the §8 message and a way back to the list. */
export const PreviewUnknownId: Story = {
  args: { screen: 'preview', id: 1 },
  play: async ({ canvas }) => {
    const t = texts();
    await expect(await canvas.findByText(t.preview.notFound, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.preview.backToList })).toHaveAttribute('href', '/apps/invoice/list');
  },
};
export const PreviewLoading: Story = { args: { screen: 'preview' }, parameters: mockApi(loadingFor(API_PATHS.invoice)) };
export const PreviewFailed: Story = { args: { screen: 'preview' }, parameters: mockApi(errorFor(API_PATHS.invoice)), play: retriesAfterError(API_PATHS.invoice) };
export const PreviewSlow: Story = { args: { screen: 'preview' }, parameters: mockApi(slowFor(API_PATHS.invoice)) };
export const PreviewAsClient: Story = { args: { screen: 'preview' }, beforeEach: asClientRole };
export const Add: Story = { args: { screen: 'add' }, parameters: { route: '/apps/invoice/add' } };
export const Edit: Story = { args: { screen: 'edit' }, parameters: { route: '/apps/invoice/edit/$id' } };
export const EditLoading: Story = { args: { screen: 'edit' }, parameters: mockApi(loadingFor(API_PATHS.invoice)) };
export const EditFailed: Story = { args: { screen: 'edit' }, parameters: mockApi(errorFor(API_PATHS.invoice)), play: retriesAfterError(API_PATHS.invoice) };

/** Validation: saving an empty invoice names what is missing and sends nothing. */
export const AddValidationErrors: Story = {
  args: { screen: 'add' },
  play: async ({ canvas, args }) => {
    const t = texts();
    await userEvent.click(await canvas.findByRole('button', { name: t.editor.save }, { timeout: 15_000 }));
    await expect(await canvas.findByText(t.validation.client)).toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Fill and submit the invoice editor: a client, one line, save; the app moves to the new invoice. */
export const FillAndSave: Story = {
  args: { screen: 'add' },
  play: async ({ canvas, args }) => {
    const t = texts();
    await userEvent.click(await canvas.findByLabelText(new RegExp(t.editor.client), { selector: 'input:not([type=hidden])' }, { timeout: 15_000 }));
    const options = await body.findAllByRole('option', { hidden: true });
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${t.editor.item}`) }), 'Consulting');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t.editor.cost) }), '100');
    await userEvent.click(canvas.getByRole('button', { name: t.editor.save }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/apps\/invoice\/preview\/\d+$/)), { timeout: 15_000 });
    // the mock API has the new invoice: a draft of one line
    const to: unknown = args.navigate.mock.lastCall?.[0];
    const id = Number(String(to).split('/').at(-1));
    const saved = await getApiClient().getInvoice(id);
    await expect(saved.invoice).toMatchObject({ total: 100, invoiceStatus: 'Draft', service: 'Consulting' });
  },
};
