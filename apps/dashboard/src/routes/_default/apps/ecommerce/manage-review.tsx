import { ReviewListPage, reviewListSearchSchema, reviewsQuery, statsQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/manage-review')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([context.queryClient.prefetchQuery(reviewsQuery(parseSearch(reviewListSearchSchema, deps))), context.queryClient.prefetchQuery(statsQuery())]),
  component: ReviewListRoute,
});

function ReviewListRoute() {
  const search = useParsedSearch(reviewListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ReviewListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
    />
  );
}
