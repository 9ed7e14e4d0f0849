import { allCategoriesQuery, ProductAddPage, productQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intParam } from '../../../../../../lib/params';

// The add form, opened filled in for an existing product (issue 21: edit what you can add).
export const Route = createFileRoute('/_default/apps/ecommerce/product/edit/$id')({
  params: { parse: ({ id }) => ({ id: intParam(id, { min: 1, fallback: -1 }) }), stringify: ({ id }) => ({ id: String(id) }) },
  staticData: { meta: { action: 'update', subject: 'Ecommerce' } },
  // a 404 is a page state, not a route error, so the prefetch never throws
  loader: ({ context, params }) => Promise.all([context.queryClient.prefetchQuery(productQuery(params.id)), context.queryClient.prefetchQuery(allCategoriesQuery())]),
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return <ProductAddPage id={id} navigate={(href) => void navigate({ href })} />;
}
