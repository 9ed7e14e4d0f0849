// /apps/invoice/preview/{id}: the invoice as a document with its actions (send, download PDF,
// print, edit, add payment). Download and Print both open the browser's print dialog on the
// sheet, whose "Save as PDF" is the download (decision 0012). An unknown id shows the §8 message.
import { amountDue, invoiceTotals, isApiError, type Invoice } from '@atrium/api';
import { EmptyState } from '@atrium/ui-kit';
import { Button, Group, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCurrencyDollar, IconDownload, IconFileOff, IconPencil, IconPrinter, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invoiceQuery } from '../api/queries';
import { InvoiceDocument } from '../components/invoice-document/invoice-document';
import { printInvoice } from '../components/invoice-print';
import { PaymentDrawer } from '../components/payment-drawer';
import { SendDrawer } from '../components/send-drawer';
import { InvoiceStatusIcon } from '../components/invoice-status-icon';
import { QueryError, toastError } from '../components/table-helpers';
import { useFormatters, useInvoiceTranslation } from '../lib/i18n';
import { AppLink, invoicePaths, NavigateProvider, useNavigateTo, type Navigate } from '../lib/link';

export interface InvoicePreviewPageProps {
  id: number;
  navigate?: Navigate;
}

export function InvoicePreviewPage({ id, navigate }: InvoicePreviewPageProps) {
  return (
    <NavigateProvider navigate={navigate}>
      <InvoicePreview id={id} />
    </NavigateProvider>
  );
}

/** The §8 answer for an unknown invoice, with a way back to the list (the pages pass preview.notFound:
 * the API's 404 body is the same sentence, in English only). */
export function InvoiceNotFound({ message }: { message: string }) {
  const { t } = useInvoiceTranslation();
  return (
    <EmptyState
      icon={<IconFileOff size={40} aria-hidden />}
      title={message}
      description={t('preview.notFoundDescription')}
      action={<AppLink to={invoicePaths.list}>{t('preview.backToList')}</AppLink>}
    />
  );
}

/**
 * A phone's first screen: who owes what, by when, and the invoice's status. The sheet below keeps
 * the printed layout, where the amount due comes after both addresses (issue 36).
 */
function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t } = useInvoiceTranslation();
  const fmt = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-summary">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{t('preview.invoiceNumber', { id: invoice.id })}</Text>
          <Text size="sm">
            <bdi>{invoice.client.name}</bdi>
          </Text>
        </div>
        <InvoiceStatusIcon invoice={invoice} />
      </Group>
      <Group justify="space-between" wrap="nowrap" align="baseline" mt="sm">
        <Text size="sm" c="dimmed">
          {t('pdf.totalDue')}
        </Text>
        <Text fw={700} fz="xl">
          <bdi dir="ltr">{fmt.minor(amountDue(invoiceTotals(invoice)))}</bdi>
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('pdf.due')}
        </Text>
        <Text size="sm">{fmt.date(invoice.dueDate)}</Text>
      </Group>
    </Paper>
  );
}

function InvoicePreview({ id }: { id: number }) {
  const { t } = useInvoiceTranslation();
  const navigateTo = useNavigateTo();
  const detail = useQuery(invoiceQuery(id));
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null);

  if (detail.isPending) return <Skeleton height={640} radius="md" role="status" aria-label={t('table.loading')} />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) {
      return <InvoiceNotFound message={t('preview.notFound')} />;
    }
    return <QueryError error={detail.error} onRetry={() => detail.refetch()} />;
  }
  const { invoice } = detail.data;

  const print = () => {
    try {
      printInvoice(invoice.id);
    } catch {
      toastError(t('preview.downloadFailed'));
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={12} hiddenFrom="md" data-print-hidden>
        <InvoiceSummary invoice={invoice} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <InvoiceDocument detail={detail.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }} data-print-hidden>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setDrawer('send')}>
              {t('preview.send')}
            </Button>
            <Stack gap={4}>
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={print} aria-describedby="invoice-download-hint">
                {t('actions.download')}
              </Button>
              <Text id="invoice-download-hint" size="xs" c="dimmed">
                {t('preview.downloadHint')}
              </Text>
            </Stack>
            <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
              {t('preview.print')}
            </Button>
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => navigateTo(invoicePaths.edit(invoice.id))}>
              {t('actions.edit')}
            </Button>
            <Button color="green" leftSection={<IconCurrencyDollar size={16} aria-hidden />} onClick={() => setDrawer('payment')}>
              {t('preview.addPayment')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
      <SendDrawer invoice={invoice} opened={drawer === 'send'} onClose={() => setDrawer(null)} />
      <PaymentDrawer key={`${invoice.id}-${invoice.balance}`} invoice={invoice} opened={drawer === 'payment'} onClose={() => setDrawer(null)} />
    </Grid>
  );
}
