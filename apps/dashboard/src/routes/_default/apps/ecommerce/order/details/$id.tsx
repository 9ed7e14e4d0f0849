import { OrderDetailsPage, orderQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { intParam } from '../../../../../../lib/params';

// $id is the order number a person reads (#6098). A link from before carried the internal id:
// the page still finds the order and the URL is replaced by the number's.
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
  const toNumber = useCallback(
    (orderNumber: number) => void navigate({ to: '/apps/ecommerce/order/details/$id', params: { id: orderNumber }, replace: true }),
    [navigate],
  );
  return <OrderDetailsPage id={id} navigate={(href) => void navigate({ href })} onCanonicalId={toNumber} />;
}
