// URL search of the list page: what the route validates and the page receives. Junk in a
// hand-edited URL falls back to the default instead of failing the page.
import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE, INVOICE_SORT_KEYS, INVOICE_STATUSES, itemsPerPageParamSchema, pageParamSchema, type InvoicesQuery } from '@atrium/api';
import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined);

export const invoiceListSearchSchema = z.object({
  page: pageParamSchema.optional().default(DEFAULT_PAGE).catch(DEFAULT_PAGE),
  itemsPerPage: itemsPerPageParamSchema.optional().default(DEFAULT_ITEMS_PER_PAGE).catch(DEFAULT_ITEMS_PER_PAGE),
  sortBy: z.enum(INVOICE_SORT_KEYS).optional().catch(undefined),
  orderBy: z.enum(['asc', 'desc']).optional().catch(undefined),
  // a hand-typed ?q=5037 arrives as a number (the router parses JSON-looking values)
  q: z.union([z.string(), z.number().transform(String)]).optional().catch(undefined),
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
