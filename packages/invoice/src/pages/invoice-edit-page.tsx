// /apps/invoice/add and /apps/invoice/edit/{id}: the invoice editor. Lines can be added, removed
// and moved; totals are computed in integer cents with the contract's money rules, so what the
// editor shows is exactly what the server stores.
import {
  computeTotals,
  invoiceLines,
  invoicePaidMinor,
  isApiError,
  parseMinor,
  percentToBasisPoints,
  invoiceInputSchema,
  isStaleWriteError,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
} from '@atrium/api';
import { PageHeader, StaleWriteAlert } from '@atrium/ui-kit';
import { LazyDateField } from '@atrium/ui-kit/date-field/lazy';
import { ActionIcon, Button, Divider, Grid, Group, NumberInput, Paper, Select, Skeleton, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { addDaysIso, todayIso } from '@atrium/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSaveInvoice } from '../api/mutations';
import { invoiceKeys } from '../api/keys';
import { invoiceClientsQuery, invoiceQuery } from '../api/queries';
import { ClientDrawer } from '../components/client-drawer';
import { TotalsBlock } from '../components/invoice-document/invoice-document';
import { fieldErrorsOf, QueryError, toastError, toastSuccess } from '../components/table-helpers';
import { useInvoiceTranslation } from '../lib/i18n';
import { NavigateProvider, useNavigateTo, invoicePaths, type Navigate } from '../lib/link';
import { InvoiceNotFound } from './invoice-preview-page';

export interface InvoiceEditPageProps {
  /** absent: a new invoice */
  id?: number;
  navigate?: Navigate;
}

export function InvoiceEditPage({ id, navigate }: InvoiceEditPageProps) {
  return (
    <NavigateProvider navigate={navigate}>{id === undefined ? <InvoiceEditor /> : <LoadedEditor id={id} />}</NavigateProvider>
  );
}

function LoadedEditor({ id }: { id: number }) {
  const { t } = useInvoiceTranslation();
  const detail = useQuery(invoiceQuery(id));
  if (detail.isPending) return <Skeleton height={640} radius="md" role="status" aria-label={t('table.loading')} />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) {
      return <InvoiceNotFound message={t('preview.notFound')} />;
    }
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  }
  // a newer version (after "reload") starts the editor again from what is stored now
  return <InvoiceEditor key={detail.data.invoice.version} invoice={detail.data.invoice} />;
}

/** Form values: money as typed text (parsed to cents), rates as percents. */
export interface LineValues {
  key: string;
  description: string;
  details: string;
  price: string | number;
  quantity: string | number;
}

export interface EditorValues {
  issuedDate: string;
  dueDate: string;
  client: InvoiceClient | null;
  items: LineValues[];
  discountPercent: string | number;
  taxPercent: string | number;
  note: string;
  salesperson: string;
}

let lineCounter = 0;
const newKey = () => `line-${(lineCounter += 1)}`;
const emptyLine = (): LineValues => ({ key: newKey(), description: '', details: '', price: '', quantity: 1 });

const cents = (value: string | number) => parseMinor(String(value)) ?? Number.NaN;
const whole = (value: string | number) => (value === '' ? Number.NaN : Number(value));

/** The API body the form stands for (may be invalid; the schema says why). */
export function toInvoiceBody(values: EditorValues): InvoiceInput {
  return {
    issuedDate: values.issuedDate,
    dueDate: values.dueDate,
    client: values.client ?? { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
    items: values.items.map((line) => ({ description: line.description, details: line.details, unitPriceMinor: cents(line.price), quantity: whole(line.quantity) })),
    discountBasisPoints: percentToBasisPoints(Number(values.discountPercent || 0)),
    taxBasisPoints: percentToBasisPoints(Number(values.taxPercent || 0)),
    note: values.note,
    salesperson: values.salesperson,
  };
}

function initialValues(invoice: Invoice | undefined): EditorValues {
  if (!invoice) {
    const issued = todayIso();
    return {
      issuedDate: issued,
      dueDate: addDaysIso(issued, 30),
      client: null,
      items: [emptyLine()],
      discountPercent: 0,
      taxPercent: 0,
      note: '',
      salesperson: '',
    };
  }
  return {
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    client: invoice.client,
    items: invoiceLines(invoice).map((line) => ({ key: newKey(), description: line.description, details: line.details, price: (line.unitPriceMinor / 100).toFixed(2), quantity: line.quantity })),
    discountPercent: (invoice.discountBasisPoints ?? 0) / 100,
    taxPercent: (invoice.taxBasisPoints ?? 0) / 100,
    note: invoice.note ?? '',
    salesperson: invoice.salesperson ?? '',
  };
}

/** Validation messages are i18n keys chosen by field, so they read in the current language. */
function messageKey(field: string): string {
  if (field.startsWith('client')) return field.endsWith('companyEmail') ? 'validation.email' : 'validation.client';
  if (field === 'items') return 'validation.items';
  if (field.endsWith('unitPriceMinor')) return 'validation.price';
  if (field.endsWith('quantity')) return 'validation.quantity';
  if (field.endsWith('description')) return 'validation.required';
  if (field === 'dueDate') return 'validation.dueDate';
  if (field.endsWith('BasisPoints')) return 'validation.percent';
  return 'validation.required';
}

/** API field path → form field path (items.0.unitPriceMinor → items.0.price). */
function formPath(field: string): string {
  return field
    .replace(/unitPriceMinor$/, 'price')
    .replace(/^discountBasisPoints$/, 'discountPercent')
    .replace(/^taxBasisPoints$/, 'taxPercent')
    .replace(/^client\..*$/, 'client');
}

export function InvoiceEditor({ invoice }: { invoice?: Invoice }) {
  const { t, i18n } = useInvoiceTranslation();
  const navigateTo = useNavigateTo();
  const clients = useQuery(invoiceClientsQuery());
  const save = useSaveInvoice(invoice?.id);
  const [clientDrawer, setClientDrawer] = useState(false);
  const [extraClients, setExtraClients] = useState<InvoiceClient[]>([]);
  // someone else saved the invoice since this editor read it (409): their change is not overwritten
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  const reload = async () => {
    if (invoice) await queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoice.id) });
    setStale(false);
  };
  const form = useForm<EditorValues>({
    initialValues: initialValues(invoice),
    validate: (values) => {
      const raw = schemaResolver(invoiceInputSchema, { sync: true })(toInvoiceBody(values));
      const errors: Record<string, string> = {};
      for (const field of Object.keys(raw)) errors[formPath(field)] ??= t(messageKey(field));
      return errors;
    },
  });

  const values = form.getValues();
  const body = toInvoiceBody(values);
  const safeLines = body.items.map((line) => ({ unitPriceMinor: Number.isFinite(line.unitPriceMinor) ? line.unitPriceMinor : 0, quantity: Number.isFinite(line.quantity) ? line.quantity : 0 }));
  // an edit keeps what was already paid, so the editor shows the balance the server will store
  const totals = computeTotals(safeLines, body.discountBasisPoints ?? 0, body.taxBasisPoints ?? 0, invoice ? invoicePaidMinor(invoice) : 0);

  const allClients = [...extraClients, ...(clients.data ?? [])];
  const clientKey = (c: InvoiceClient) => c.companyEmail;
  if (values.client && !allClients.some((c) => clientKey(c) === clientKey(values.client as InvoiceClient))) allClients.unshift(values.client);

  const submit = form.onSubmit((v) =>
    // an edit names the version it started from, so a save over someone else's change is refused
    save.mutate({ ...toInvoiceBody(v), ...(invoice ? { version: invoice.version } : {}) }, {
      onSuccess: (saved) => {
        toastSuccess(invoice ? t('editor.updated', { id: saved.id }) : t('editor.created', { id: saved.id }));
        navigateTo(invoicePaths.preview(saved.id));
      },
      onError: (error) => {
        if (isStaleWriteError(error)) {
          setStale(true);
          return;
        }
        const errors = fieldErrorsOf(error);
        if (Object.keys(errors).length === 0) toastError(t('editor.saveFailed'));
        for (const field of Object.keys(errors)) form.setFieldError(formPath(field), t(messageKey(field)));
      },
    }),
  );

  const move = (from: number, to: number) => form.reorderListItem('items', { from, to });
  const items = values.items;

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader title={invoice ? t('editor.editTitle', { id: invoice.id }) : t('editor.addTitle')} />
      {stale && <StaleWriteAlert mb="md" message={t('editor.staleWrite')} reloadLabel={t('editor.reload')} onReload={() => void reload()} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Stack gap="xs">
                    <Select
                      label={t('editor.client')}
                      placeholder={t('editor.pickClient')}
                      required
                      searchable
                      data={allClients.map((c) => ({ value: clientKey(c), label: `${c.name} — ${c.company}` }))}
                      value={values.client ? clientKey(values.client) : null}
                      onChange={(value) => form.setFieldValue('client', allClients.find((c) => clientKey(c) === value) ?? null)}
                      error={form.errors.client}
                      nothingFoundMessage={t('editor.noClients')}
                    />
                    <Button variant="subtle" size="compact-sm" w="fit-content" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setClientDrawer(true)}>
                      {t('editor.addClient')}
                    </Button>
                    {values.client ? (
                      <Text size="sm" c="dimmed">
                        {[values.client.address, values.client.country, values.client.companyEmail].filter(Boolean).join(' · ')}
                      </Text>
                    ) : null}
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <LazyDateField label={t('editor.issued')} locale={i18n.language} required {...form.getInputProps('issuedDate')} />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <LazyDateField label={t('editor.due')} locale={i18n.language} required {...form.getInputProps('dueDate')} />
                </Grid.Col>
              </Grid>
              <Divider />
              <Title order={2} size="h5">
                {t('editor.items')}
              </Title>
              {typeof form.errors.items === 'string' ? (
                <Text c="red" size="sm" role="alert">
                  {form.errors.items}
                </Text>
              ) : null}
              <Stack gap="md">
                {items.map((line, index) => (
                  <Paper key={line.key} withBorder radius="sm" p="sm" role="group" aria-label={t('editor.lineLabel', { n: index + 1 })}>
                    <Grid align="flex-end">
                      <Grid.Col span={{ base: 12, sm: 5 }}>
                        <TextInput label={t('editor.item')} required {...form.getInputProps(`items.${index}.description`)} />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, sm: 3 }}>
                        <NumberInput label={t('editor.cost')} decimalScale={2} min={0} prefix="$" thousandSeparator="," required {...form.getInputProps(`items.${index}.price`)} />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, sm: 2 }}>
                        <NumberInput label={t('editor.qty')} min={1} allowDecimal={false} required {...form.getInputProps(`items.${index}.quantity`)} />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 2 }}>
                        <Group gap={2} justify="flex-end" wrap="nowrap">
                          <Tooltip label={t('editor.moveUp')}>
                            <ActionIcon variant="subtle" color="gray" disabled={index === 0} aria-label={t('editor.moveUpLabel', { n: index + 1 })} onClick={() => move(index, index - 1)}>
                              <IconArrowUp size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('editor.moveDown')}>
                            <ActionIcon variant="subtle" color="gray" disabled={index === items.length - 1} aria-label={t('editor.moveDownLabel', { n: index + 1 })} onClick={() => move(index, index + 1)}>
                              <IconArrowDown size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('editor.removeLine')}>
                            <ActionIcon variant="subtle" color="red" disabled={items.length === 1} aria-label={t('editor.removeLineLabel', { n: index + 1 })} onClick={() => form.removeListItem('items', index)}>
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Grid.Col>
                      <Grid.Col span={12}>
                        <TextInput label={t('editor.details')} {...form.getInputProps(`items.${index}.details`)} />
                      </Grid.Col>
                    </Grid>
                  </Paper>
                ))}
              </Stack>
              <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('items', emptyLine())}>
                {t('editor.addItem')}
              </Button>
              <Divider />
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
                <Stack gap="sm" miw={220}>
                  <TextInput label={t('editor.salesperson')} {...form.getInputProps('salesperson')} />
                  <Group grow>
                    <NumberInput label={t('editor.discount')} suffix="%" min={0} max={100} decimalScale={2} {...form.getInputProps('discountPercent')} />
                    <NumberInput label={t('editor.tax')} suffix="%" min={0} max={100} decimalScale={2} {...form.getInputProps('taxPercent')} />
                  </Group>
                </Stack>
                <TotalsBlock {...totals} />
              </Group>
              <Textarea label={t('editor.note')} minRows={2} rows={2} {...form.getInputProps('note')} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Button type="submit" loading={save.isPending}>
                {t('editor.save')}
              </Button>
              <Button variant="default" onClick={() => navigateTo(invoice ? invoicePaths.preview(invoice.id) : invoicePaths.list)}>
                {t('actions.cancel')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <ClientDrawer
        opened={clientDrawer}
        onClose={() => setClientDrawer(false)}
        onAdd={(client) => {
          setExtraClients((list) => [client, ...list.filter((c) => clientKey(c) !== clientKey(client))]);
          form.setFieldValue('client', client);
        }}
      />
    </form>
  );
}
