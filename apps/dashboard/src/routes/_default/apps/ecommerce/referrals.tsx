import { ReferralsPage, referralListSearchSchema, referralsQuery, statsQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/referrals')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => Promise.all([context.queryClient.prefetchQuery(referralsQuery(parseSearch(referralListSearchSchema, deps))), context.queryClient.prefetchQuery(statsQuery())]),
  component: ReferralsRoute,
});

function ReferralsRoute() {
  const search = useParsedSearch(referralListSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ReferralsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
      referralLink={`${window.location.origin}/register?ref=ATRIUM-2025`}
    />
  );
}
