import { faqQuery, FaqPage } from '@atrium/pages';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { keepSearch, useParsedSearch } from '../../../lib/search';

const faqSearchSchema = z.object({ q: z.string().catch('').default('') });

export const Route = createFileRoute('/_default/pages/faq')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Pages' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(faqQuery('')),
  component: FaqRoute,
});

function FaqRoute() {
  const { q } = useParsedSearch(faqSearchSchema);
  const navigate = useNavigate();
  return <FaqPage q={q} onQChange={(next) => void navigate({ to: Route.fullPath, search: { q: next }, replace: true })} />;
}
