import { allCategoriesQuery, ProductListPage, productListSearchSchema, productsQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/product/list')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([context.queryClient.prefetchQuery(productsQuery(parseSearch(productListSearchSchema, deps))), context.queryClient.prefetchQuery(allCategoriesQuery())]),
  component: ProductListRoute,
});

function ProductListRoute() {
  const search = useParsedSearch(productListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ProductListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
    />
  );
}
