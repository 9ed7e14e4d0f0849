// /apps/email/filter/{filter}: a folder or view; an unknown one shows the inbox.
import { emailSearchSchema, isEmailFilter } from '@atrium/email';
import { createFileRoute } from '@tanstack/react-router';
import { emailMeta } from '../-email-meta';
import { EmailRoute, prefetchEmails } from '../-email-route';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../../lib/search';

const viewOf = (filter: string) => (isEmailFilter(filter) ? { filter } : {});

export const Route = createFileRoute('/_default/apps/email/filter/$filter')({
  validateSearch: keepSearch,
  staticData: { meta: emailMeta },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchEmails(context.queryClient, viewOf(params.filter), parseSearch(emailSearchSchema, deps)),
  component: function EmailFilter() {
    const { filter } = Route.useParams();
    return <EmailRoute view={viewOf(filter)} search={useParsedSearch(emailSearchSchema)} />;
  },
});
