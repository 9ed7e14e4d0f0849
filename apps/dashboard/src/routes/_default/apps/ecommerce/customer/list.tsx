import { CustomerListPage, customerListSearchSchema, customersQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/customer/list')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(customersQuery(parseSearch(customerListSearchSchema, deps))),
  component: CustomerListRoute,
});

function CustomerListRoute() {
  const search = useParsedSearch(customerListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CustomerListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
    />
  );
}
