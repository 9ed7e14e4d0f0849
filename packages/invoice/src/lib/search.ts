// URL search of the list page: what the route validates and the page receives. Junk in a
// hand-edited URL falls back to the default instead of failing the page.
import { INVOICE_SORT_KEYS, INVOICE_STATUSES, listSearchSchema, searchTextParamSchema, type InvoicesQuery } from '@atrium/api';
import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined);

export const invoiceListSearchSchema = listSearchSchema(INVOICE_SORT_KEYS).extend({
  q: searchTextParamSchema,
  status: z.enum(INVOICE_STATUSES).optional().catch(undefined),
  start: isoDay,
  end: isoDay,
});
export type InvoiceListSearch = z.infer<typeof invoiceListSearchSchema>;

/** The API query a list URL stands for. */
export function toInvoicesQuery(search: InvoiceListSearch): Partial<InvoicesQuery> {
  return {
    q: search.q ?? '',
    status: search.status,
    selectedDateRange: { start: search.start, end: search.end },
    page: search.page,
    itemsPerPage: search.itemsPerPage,
    sortBy: search.sortBy,
    orderBy: search.orderBy,
  };
}

/** What a list page receives: its URL state and a way to change part of it. */
export interface SearchProps<S> {
  search: S;
  onSearchChange: (patch: Partial<S>) => void;
}
