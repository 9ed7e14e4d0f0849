import { OrderListPage, orderListSearchSchema, ordersQuery, statsQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/order/list')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([context.queryClient.prefetchQuery(ordersQuery(parseSearch(orderListSearchSchema, deps))), context.queryClient.prefetchQuery(statsQuery())]),
  component: OrderListRoute,
});

function OrderListRoute() {
  const search = useParsedSearch(orderListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <OrderListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
    />
  );
}
