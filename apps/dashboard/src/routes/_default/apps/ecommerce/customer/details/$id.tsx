import { customerDetailsSearchSchema, CustomerDetailsPage, customerQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intParam } from '../../../../../../lib/params';
import { keepSearch, useParsedSearch } from '../../../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/customer/details/$id')({
  params: { parse: ({ id }) => ({ id: intParam(id, { min: 1, fallback: -1 }) }), stringify: ({ id }) => ({ id: String(id) }) },
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loader: ({ context, params }) => context.queryClient.prefetchQuery(customerQuery(params.id)),
  component: CustomerDetailsRoute,
});

function CustomerDetailsRoute() {
  const { id } = Route.useParams();
  const search = useParsedSearch(customerDetailsSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CustomerDetailsPage
      customerId={id}
      search={search}
      onSearchChange={(next) => void navigate({ params: { id }, search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
    />
  );
}
