// The invoice as a document: company, client, payment details, lines and totals. Also what the
// browser prints (see the print rules in the CSS module).
import type { InvoiceDetailResponse } from '@atrium/api';
import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useFormatters, useInvoiceTranslation } from '../../lib/i18n';
import { invoiceLines, invoiceTotals } from '../../lib/lines';

// Printing shows only the sheet, on white, without the app's navigation around it. Scoped by a
// data attribute and rendered with the document so no global stylesheet is needed.
const PRINT_CSS = `
@media print {
  body * { visibility: hidden; }
  [data-invoice-sheet], [data-invoice-sheet] * { visibility: visible; }
  [data-invoice-sheet] { position: absolute; inset: 0; border: 0 !important; box-shadow: none !important; background: #fff !important; color: #000 !important; }
  [data-invoice-sheet] [data-print-hidden] { display: none !important; }
}`;

export function InvoiceDocument({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useInvoiceTranslation();
  const fmt = useFormatters();
  const { invoice, paymentDetails } = detail;
  const totals = invoiceTotals(invoice);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-invoice-sheet component="article" aria-label={t('preview.documentLabel', { id: invoice.id })}>
      <style>{PRINT_CSS}</style>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <IconBuildingStore size={28} color="var(--mantine-primary-color-filled)" aria-hidden />
              <Title order={2} size="h3">
                {t('pdf.company')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('pdf.address1')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('pdf.address2')}
            </Text>
            <Text size="sm" c="dimmed" dir="ltr" ta="start">
              {t('pdf.phone')}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h4">
              {t('preview.invoiceNumber', { id: invoice.id })}
            </Title>
            <Text size="sm">
              {t('pdf.issued')}: {fmt.date(invoice.issuedDate)}
            </Text>
            <Text size="sm">
              {t('pdf.due')}: {fmt.date(invoice.dueDate)}
            </Text>
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={2}>
            <Text fw={600} mb={4}>
              {t('pdf.invoiceTo')}
            </Text>
            <Text size="sm">{invoice.client.name}</Text>
            <Text size="sm">{invoice.client.company}</Text>
            <Text size="sm">{invoice.client.address}</Text>
            <Text size="sm">{invoice.client.country}</Text>
            <Text size="sm" dir="ltr" ta="start">
              {invoice.client.contact}
            </Text>
            <Text size="sm">{invoice.client.companyEmail}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fw={600} mb={4}>
              {t('pdf.billTo')}
            </Text>
            <Text size="sm">
              {t('pdf.totalDue')}: {paymentDetails.totalDue}
            </Text>
            <Text size="sm">
              {t('pdf.bankName')}: {paymentDetails.bankName}
            </Text>
            <Text size="sm">
              {t('pdf.country')}: {paymentDetails.country}
            </Text>
            <Text size="sm">IBAN: {paymentDetails.iban}</Text>
            <Text size="sm">SWIFT: {paymentDetails.swiftCode}</Text>
          </Stack>
        </SimpleGrid>
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pdf.item')}</Table.Th>
                <Table.Th ta="end">{t('pdf.cost')}</Table.Th>
                <Table.Th ta="end">{t('pdf.qty')}</Table.Th>
                <Table.Th ta="end">{t('pdf.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoiceLines(invoice).map((line, index) => (
                <Table.Tr key={`${index}-${line.description}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.description}
                    </Text>
                    {line.details ? (
                      <Text size="xs" c="dimmed">
                        {line.details}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="end">{fmt.minor(line.unitPriceMinor)}</Table.Td>
                  <Table.Td ta="end">{fmt.number(line.quantity)}</Table.Td>
                  <Table.Td ta="end">{fmt.minor(line.unitPriceMinor * line.quantity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} maw={360}>
            {invoice.salesperson ? (
              <Text size="sm">
                <Text span fw={600}>
                  {t('editor.salesperson')}:
                </Text>{' '}
                {invoice.salesperson}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('preview.thanks')}
            </Text>
          </Stack>
          <TotalsBlock subtotal={totals.subtotal} discount={totals.discount} tax={totals.tax} total={totals.total} />
        </Group>
        {invoice.note ? (
          <>
            <Divider />
            <Text size="sm">
              <Text span fw={600}>
                {t('pdf.note')}:
              </Text>{' '}
              {invoice.note}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Subtotal, discount, tax and total in cents, formatted; shared with the editor. */
export function TotalsBlock({ subtotal, discount, tax, total }: { subtotal: number; discount: number; tax: number; total: number }) {
  const { t } = useInvoiceTranslation();
  const fmt = useFormatters();
  const rows: Array<[string, number]> = [
    [t('pdf.subtotal'), subtotal],
    [t('pdf.discount'), -discount],
    [t('pdf.tax'), tax],
  ];
  return (
    <Stack gap={6} miw={220} data-testid="invoice-totals">
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xl">
          <Text size="sm">{label}:</Text>
          <Text size="sm" fw={500}>
            {fmt.minor(value)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" gap="xl">
        <Text fw={600}>{t('pdf.total')}:</Text>
        <Text fw={700} data-testid="invoice-total">
          {fmt.minor(total)}
        </Text>
      </Group>
    </Stack>
  );
}
