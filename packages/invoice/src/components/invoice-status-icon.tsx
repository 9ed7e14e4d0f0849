// The list's status column: a coloured icon whose tooltip says the status, balance and due date
// (the icon alone would be colour-only information, so the label is also the accessible name).
import type { Invoice, InvoiceStatus } from '@atrium/api';
import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconChartPie, IconCircleCheck, IconDeviceFloppy, IconDownload, IconInfoCircle, IconSend } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useFormatters, useInvoiceTranslation } from '../lib/i18n';
import { invoiceStatusColors, statusKey } from './table-helpers';

const ICONS: Record<InvoiceStatus, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  Paid: IconCircleCheck,
  Downloaded: IconDownload,
  Sent: IconSend,
  Draft: IconDeviceFloppy,
  'Partial Payment': IconChartPie,
  'Past Due': IconInfoCircle,
};

export function InvoiceStatusIcon({ invoice }: { invoice: Pick<Invoice, 'invoiceStatus' | 'balance' | 'dueDate'> }) {
  const { t } = useInvoiceTranslation();
  const fmt = useFormatters();
  const Icon = ICONS[invoice.invoiceStatus];
  const label = t('list.statusTooltip', {
    status: t(`status.${statusKey(invoice.invoiceStatus)}`),
    balance: fmt.money(invoice.balance),
    due: fmt.date(invoice.dueDate),
  });
  return (
    <Tooltip label={label} multiline maw={260} withArrow>
      <ThemeIcon variant="light" radius="xl" size="md" color={invoiceStatusColors[invoice.invoiceStatus]} role="img" aria-label={label} tabIndex={0}>
        <Icon size={16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}

/**
 * A negative balance is money the client has in credit, not a debt. Amounts read left to right
 * in every language (an Arabic "US$ 279.00" must not flip into "$US 279.00"): a <bdi dir="ltr">
 * alone, or the Unicode isolates LRI…PDI inside a translated sentence.
 */
export function BalanceCell({ balance }: { balance: number }) {
  const { t } = useInvoiceTranslation();
  const fmt = useFormatters();
  if (balance === 0) return <>{t('list.paidBadge')}</>;
  if (balance < 0) return <>{t('list.credit', { amount: `\u2066${fmt.money(-balance)}\u2069` })}</>;
  return <bdi dir="ltr">{fmt.money(balance)}</bdi>;
}
