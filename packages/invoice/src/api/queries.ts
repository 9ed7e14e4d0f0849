import { getApiClient } from '@atrium/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toInvoicesQuery, type InvoiceListSearch } from '../lib/search';
import { invoiceKeys } from './keys';

export function invoicesQuery(search: InvoiceListSearch) {
  const query = toInvoicesQuery(search);
  return queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => getApiClient().getInvoices(query),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function invoiceStatsQuery() {
  return queryOptions({ queryKey: invoiceKeys.stats(), queryFn: () => getApiClient().getInvoiceStats() });
}

export function invoiceClientsQuery() {
  return queryOptions({ queryKey: invoiceKeys.clients(), queryFn: () => getApiClient().getInvoiceClients(), staleTime: 60_000 });
}

export function invoiceQuery(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => getApiClient().getInvoice(id),
    // a 404 is an answer, not a blip: retrying it only delays the not-found message
    retry: (count, error) => !(error instanceof Error && 'status' in error && error.status === 404) && count < 2,
  });
}
