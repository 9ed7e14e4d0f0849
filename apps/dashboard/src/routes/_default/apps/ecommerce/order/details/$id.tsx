import { OrderDetailsPage, orderQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intParam } from '../../../../../../lib/params';

export const Route = createFileRoute('/_default/apps/ecommerce/order/details/$id')({
  params: { parse: ({ id }) => ({ id: intParam(id, { min: 1, fallback: -1 }) }), stringify: ({ id }) => ({ id: String(id) }) },
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  // a 404 is a page state, not a route error, so the prefetch never throws
  loader: ({ context, params }) => context.queryClient.prefetchQuery(orderQuery(params.id)),
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return <OrderDetailsPage id={id} navigate={(href) => void navigate({ href })} />;
}
