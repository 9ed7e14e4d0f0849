import { ReferralsPage, referralListSearchSchema, referralsQuery, statsQuery } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../../auth/auth-context';
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
  // the signed-in user's own code, so two users never share a link (was one fixed 'ATRIUM-2025')
  const user = useSession().userData;
  const name = typeof user?.username === 'string' ? user.username.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 12) : '';
  const code = `${name || 'ATRIUM'}-${typeof user?.id === 'number' ? user.id : 0}`;
  return (
    <ReferralsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      navigate={(href) => void navigate({ href })}
      referralLink={`${window.location.origin}/register?ref=${encodeURIComponent(code)}`}
    />
  );
}
