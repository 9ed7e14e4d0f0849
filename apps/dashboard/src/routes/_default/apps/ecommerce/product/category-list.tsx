import { CategoryListPage, categoriesQuery, categoryListSearchSchema } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/product/category-list')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(categoriesQuery(parseSearch(categoryListSearchSchema, deps))),
  component: CategoryListRoute,
});

function CategoryListRoute() {
  const search = useParsedSearch(categoryListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CategoryListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
    />
  );
}
