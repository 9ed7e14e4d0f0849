// The list's status column: the status in words beside its coloured icon (an icon alone could not
// be read by a new user, issue 36); hovering it tells the balance and due date as well.
import type { Invoice, InvoiceStatus } from '@atrium/api';
import { StatusBadge } from '@atrium/ui-kit';
import { Box, Tooltip } from '@mantine/core';
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
  const status = t(`status.${statusKey(invoice.invoiceStatus)}`);
  const tooltip = t('list.statusTooltip', { status, balance: fmt.money(invoice.balance), due: fmt.date(invoice.dueDate) });
  return (
    <Tooltip label={tooltip} multiline maw={260} withArrow>
      <StatusBadge
        status={invoice.invoiceStatus}
        colors={invoiceStatusColors}
        label={status}
        leftSection={
          // the word is what matters on a phone: the icon joins it from the first breakpoint
          <Box component="span" visibleFrom="sm" display="inline-flex">
            <Icon size={14} aria-hidden />
          </Box>
        }
        tt="none"
        size="md"
        radius="sm"
        wrap
      />
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
