// Shared helpers live in their packages (fieldErrorsOf in @atrium/api, toDataTableSort in
// @atrium/ui-kit) and are re-exported here under the names this feature uses.
export { fieldErrorsOf } from '@atrium/api';
export { toDataTableSort as toSort } from '@atrium/ui-kit';
// Glue between a page and ui-kit: table labels in the current language, the error block with
// retry, toasts, and field errors from a 400 answer.
import { isApiError, type InvoiceStatus } from '@atrium/api';
import { dataTableLabels, QueryErrorState, type DataTableLabels } from '@atrium/ui-kit';
import type { MantineColor } from '@mantine/core';
import { useMemo } from 'react';
import { useInvoiceTranslation } from '../lib/i18n';

export function useTableLabels(): Partial<DataTableLabels> {
  const { t } = useInvoiceTranslation();
  return useMemo(() => dataTableLabels(t), [t]);
}

export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useInvoiceTranslation();
  return <QueryErrorState translate={t} onRetry={onRetry} detail={isApiError(error) ? `HTTP ${error.status}` : undefined} />;
}

export { toastError, toastSuccess } from '@atrium/ui-kit/toast';

export const invoiceStatusColors: Record<InvoiceStatus, MantineColor> = {
  Paid: 'green',
  Downloaded: 'cyan',
  Sent: 'violet',
  Draft: 'blue',
  'Partial Payment': 'yellow',
  'Past Due': 'red',
};

/** i18n key of a status ("Partial Payment" → "partialPayment"). */
export function statusKey(status: InvoiceStatus): string {
  const [first = '', ...rest] = status.split(' ');
  return first.toLowerCase() + rest.join('');
}
