import { SettingsPage, settingsQuery, settingsSearchSchema } from '@atrium/ecommerce';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/ecommerce/settings')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Ecommerce' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(settingsQuery()),
  component: SettingsRoute,
});

function SettingsRoute() {
  const search = useParsedSearch(settingsSearchSchema);
  const navigate = useNavigate({ from: Route.fullPath });
  return <SettingsPage search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })} />;
}
