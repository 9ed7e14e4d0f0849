import { allCategoriesQuery, ProductAddPage } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/apps/ecommerce/product/add')({
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(allCategoriesQuery()),
  component: ProductAddRoute,
});

function ProductAddRoute() {
  const navigate = useNavigate();
  return <ProductAddPage navigate={(href) => void navigate({ href })} />;
}
