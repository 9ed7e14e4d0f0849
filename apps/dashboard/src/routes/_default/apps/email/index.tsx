// /apps/email: the inbox (fixed-height, SPEC §2).
import { emailSearchSchema } from '@atrium/email';
import { createFileRoute } from '@tanstack/react-router';
import { emailMeta } from './-email-meta';
import { EmailRoute, prefetchEmails } from './-email-route';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/email/')({
  validateSearch: keepSearch,
  staticData: { meta: emailMeta },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchEmails(context.queryClient, {}, parseSearch(emailSearchSchema, deps)),
  component: function EmailInbox() {
    return <EmailRoute view={{}} search={useParsedSearch(emailSearchSchema)} />;
  },
});
