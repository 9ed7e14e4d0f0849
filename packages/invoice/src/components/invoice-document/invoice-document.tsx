// The invoice as a document: company, client, payment details, lines and totals. Also what the
// browser prints, and so the invoice's PDF (see PRINT_CSS and ../invoice-print.tsx).
import { amountDue, invoiceLines, invoiceTotals, type InvoiceDetailResponse, type InvoiceTotals } from '@atrium/api';
import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormatters, useInvoiceTranslation } from '../../lib/i18n';

// Bidirectional text: every value that comes from data (names, addresses, phone numbers, IBANs,
// amounts) sits in a <bdi>, so in Arabic or Hebrew a Latin address keeps its word order, a phone
// number stays in its own line and column, and a "label: value" pair does not swap around. Phone
// numbers, codes and amounts are LTR by nature (dir="ltr" inside the isolate: "-108.00 US$" does
// not break into "$-108.00 US"); the line keeps the page's alignment. The CSS rule isolates the table cells and totals as well (unicode-bidi: isolate).
const BIDI_CSS = `
[data-invoice-sheet] td, [data-invoice-sheet] th, [data-invoice-sheet] [data-bidi] { unicode-bidi: isolate; }`;

/** A data value, isolated from the text around it; `ltr` for numbers and codes. */
export function Value({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  return <bdi dir={ltr ? 'ltr' : undefined}>{children}</bdi>;
}

// Printing (and so the PDF: Download opens the print dialog) lays out only the sheet, on A4 and on
// white: every element that neither is the sheet, holds it nor sits inside it is not rendered, so
// the app around it leaves no blank pages, and the boxes that hold it drop their offsets. The
// sheet resets Mantine's colour variables, so a dark-mode user still prints black on white. Its
// two address columns stay side by side on paper (A4 is narrower than the `sm` breakpoint).
// Scoped by data attributes and rendered with the document, so no global stylesheet is needed.
const PRINT_CSS = `
@media screen {
  [data-invoice-print-only] { display: none; }
}
@media print {
  @page { size: A4; margin: 14mm 12mm; }
  html, body { background: #fff !important; }
  body *:not([data-invoice-sheet]):not([data-invoice-sheet] *):not(:has([data-invoice-sheet])) { display: none !important; }
  body *:has([data-invoice-sheet]) {
    display: block !important; position: static !important; inset: auto !important; transform: none !important;
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; background: none !important;
    width: auto !important; max-width: none !important; min-width: 0 !important; height: auto !important; min-height: 0 !important;
    flex: none !important; overflow: visible !important;
  }
  [data-invoice-sheet] {
    --mantine-color-text: #000; --mantine-color-dimmed: #495057; --mantine-color-body: #fff;
    --mantine-color-default-border: #dee2e6; --mantine-color-gray-0: #f8f9fa; --mantine-color-dark-6: #f8f9fa;
    color: #000 !important; background: #fff !important; border: 0 !important; box-shadow: none !important; padding: 0 !important;
  }
  [data-invoice-sheet] [data-print-columns] { grid-template-columns: 1fr 1fr !important; }
  [data-invoice-sheet] .mantine-Table-scrollContainer, [data-invoice-sheet] .mantine-Table-scrollContainerInner { overflow: visible !important; min-width: 0 !important; }
  [data-invoice-sheet] tr { break-inside: avoid; }
  [data-invoice-sheet] [data-print-hidden] { display: none !important; }
}`;

export function InvoiceDocument({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useInvoiceTranslation();
  const fmt = useFormatters();
  const { invoice, paymentDetails } = detail;
  const totals = invoiceTotals(invoice);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-invoice-sheet component="article" aria-label={t('preview.documentLabel', { id: invoice.id })}>
      <style>{PRINT_CSS + BIDI_CSS}</style>
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
            <Text size="sm" c="dimmed">
              <Value ltr>{t('pdf.phone')}</Value>
            </Text>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h4">
              {t('preview.invoiceNumber', { id: invoice.id })}
            </Title>
            <Text size="sm">
              {t('pdf.issued')}: <Value>{fmt.date(invoice.issuedDate)}</Value>
            </Text>
            <Text size="sm">
              {t('pdf.due')}: <Value>{fmt.date(invoice.dueDate)}</Value>
            </Text>
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-print-columns>
          <Stack gap={2}>
            <Text fw={600} mb={4}>
              {t('pdf.invoiceTo')}
            </Text>
            <Text size="sm">
              <Value>{invoice.client.name}</Value>
            </Text>
            <Text size="sm">
              <Value>{invoice.client.company}</Value>
            </Text>
            <Text size="sm" data-testid="invoice-client-address">
              <Value>{invoice.client.address}</Value>
            </Text>
            <Text size="sm">
              <Value>{invoice.client.country}</Value>
            </Text>
            <Text size="sm" data-testid="invoice-client-contact">
              <Value ltr>{invoice.client.contact}</Value>
            </Text>
            <Text size="sm">
              <Value ltr>{invoice.client.companyEmail}</Value>
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text fw={600} mb={4}>
              {t('pdf.billTo')}
            </Text>
            <Text size="sm">
              {t('pdf.totalDue')}: <Value ltr>{fmt.minor(amountDue(totals))}</Value>
            </Text>
            <Text size="sm">
              {t('pdf.bankName')}: <Value>{paymentDetails.bankName}</Value>
            </Text>
            <Text size="sm">
              {t('pdf.country')}: <Value>{paymentDetails.country}</Value>
            </Text>
            <Text size="sm">
              IBAN: <Value ltr>{paymentDetails.iban}</Value>
            </Text>
            <Text size="sm">
              SWIFT: <Value ltr>{paymentDetails.swiftCode}</Value>
            </Text>
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
                      <Value>{line.description}</Value>
                    </Text>
                    {line.details ? (
                      <Text size="xs" c="dimmed">
                        <Value>{line.details}</Value>
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="end">
                    <Value ltr>{fmt.minor(line.unitPriceMinor)}</Value>
                  </Table.Td>
                  <Table.Td ta="end">{fmt.number(line.quantity)}</Table.Td>
                  <Table.Td ta="end">
                    <Value ltr>{fmt.minor(line.unitPriceMinor * line.quantity)}</Value>
                  </Table.Td>
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
                <Value>{invoice.salesperson}</Value>
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('preview.thanks')}
            </Text>
          </Stack>
          <TotalsBlock {...totals} />
        </Group>
        {invoice.note ? (
          <>
            <Divider />
            <Text size="sm">
              <Text span fw={600}>
                {t('pdf.note')}:
              </Text>{' '}
              <Value>{invoice.note}</Value>
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The totals in cents, formatted; shared with the editor. A zero discount has no line. When
 * something was paid, "Paid" and "Total due" follow the total, so the three always add up
 * (total − paid = due); an overpayment shows as a credit.
 */
export function TotalsBlock({ subtotal, discount, tax, total, paid, balance }: InvoiceTotals) {
  const { t } = useInvoiceTranslation();
  const fmt = useFormatters();
  const rows: Array<[key: string, label: string, value: number]> = [['subtotal', t('pdf.subtotal'), subtotal]];
  if (discount !== 0) rows.push(['discount', t('pdf.discount'), -discount]);
  rows.push(['tax', t('pdf.tax'), tax]);
  return (
    <Stack gap={6} miw={220} data-testid="invoice-totals">
      {rows.map(([key, label, value]) => (
        <Group key={key} justify="space-between" gap="xl" data-testid={`invoice-${key}`}>
          <Text size="sm">{label}:</Text>
          <Text size="sm" fw={500}>
            <Value ltr>{fmt.minor(value)}</Value>
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" gap="xl">
        <Text fw={600}>{t('pdf.total')}:</Text>
        <Text fw={700} data-testid="invoice-total">
          <Value ltr>{fmt.minor(total)}</Value>
        </Text>
      </Group>
      {paid !== 0 ? (
        <>
          <Group justify="space-between" gap="xl" data-testid="invoice-paid">
            <Text size="sm">{t('pdf.paid')}:</Text>
            <Text size="sm" fw={500}>
              <Value ltr>{fmt.minor(-paid)}</Value>
            </Text>
          </Group>
          <Group justify="space-between" gap="xl">
            <Text fw={600}>{t('pdf.totalDue')}:</Text>
            <Text fw={700} data-testid="invoice-due">
              <Value ltr>{fmt.minor(amountDue({ balance }))}</Value>
            </Text>
          </Group>
          {balance < 0 ? (
            <Group justify="space-between" gap="xl" data-testid="invoice-credit">
              <Text size="sm">{t('pdf.credit')}:</Text>
              <Text size="sm" fw={500}>
                <Value ltr>{fmt.minor(-balance)}</Value>
              </Text>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
