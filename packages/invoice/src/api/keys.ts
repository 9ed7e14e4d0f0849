// The one query-key factory of the feature; mutations invalidate through it.
import type { InvoicesQuery } from '@atrium/api';

export const invoiceKeys = {
  all: ['invoice'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: Partial<InvoicesQuery>) => [...invoiceKeys.lists(), query] as const,
  stats: () => [...invoiceKeys.all, 'stats'] as const,
  clients: () => [...invoiceKeys.all, 'clients'] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};
