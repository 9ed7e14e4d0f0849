// /apps/email/label/{label}: every folder's mail with that label; an unknown label shows the inbox.
import { emailSearchSchema, isEmailLabel } from '@atrium/email';
import { createFileRoute } from '@tanstack/react-router';
import { emailMeta } from '../-email-meta';
import { EmailRoute, prefetchEmails } from '../-email-route';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../../lib/search';

const viewOf = (label: string) => (isEmailLabel(label) ? { label } : {});

export const Route = createFileRoute('/_default/apps/email/label/$label')({
  validateSearch: keepSearch,
  staticData: { meta: emailMeta },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchEmails(context.queryClient, viewOf(params.label), parseSearch(emailSearchSchema, deps)),
  component: function EmailLabel() {
    const { label } = Route.useParams();
    return <EmailRoute view={viewOf(label)} search={useParsedSearch(emailSearchSchema)} />;
  },
});
