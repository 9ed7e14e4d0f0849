import { InvoiceListPage, invoiceListSearchSchema, invoicesQuery, invoiceStatsQuery } from '@atrium/invoice';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/invoice/list')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Invoice' } },
  loaderDeps: ({ search }) => search,
  // prefetch, not ensure: a failed call shows the page's own error state with retry
  loader: ({ context, deps }) => Promise.all([context.queryClient.prefetchQuery(invoicesQuery(parseSearch(invoiceListSearchSchema, deps))), context.queryClient.prefetchQuery(invoiceStatsQuery())]),
  component: InvoiceListRoute,
});

function InvoiceListRoute() {
  const search = useParsedSearch(invoiceListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <InvoiceListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(to) => void navigate({ to })}
    />
  );
}
