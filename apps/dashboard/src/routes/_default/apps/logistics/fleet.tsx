import { fleetQuery, FleetPage } from '@atrium/logistics';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { keepSearch, useParsedSearch } from '../../../../lib/search';

const fleetSearchSchema = z.object({ vehicle: z.coerce.number().int().positive().optional().catch(undefined) });

export const Route = createFileRoute('/_default/apps/logistics/fleet')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Logistics', layout: 'fixed-height' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(fleetQuery()),
  component: FleetRoute,
});

function FleetRoute() {
  const { vehicle } = useParsedSearch(fleetSearchSchema);
  const navigate = Route.useNavigate();
  return (
    <FleetPage
      selectedId={vehicle ?? null}
      onSelect={(id) => void navigate({ search: id === null ? {} : { vehicle: id }, replace: true })}
    />
  );
}
