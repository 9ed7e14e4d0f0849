// /apps/chat (fixed-height, SPEC §2): the open chat and the contact search live in the URL.
import { ChatPage, chatSearchSchema, chatsAndContactsQuery } from '@atrium/chat';
import { createFileRoute } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/chat/')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Chat', layout: 'fixed-height' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(chatsAndContactsQuery(parseSearch(chatSearchSchema, deps).q)),
  component: ChatRoute,
});

function ChatRoute() {
  const search = useParsedSearch(chatSearchSchema);
  const navigate = Route.useNavigate();
  return <ChatPage search={search} onSearchChange={(next, options) => void navigate({ search: { ...next }, replace: options?.replace ?? false })} />;
}
