// /apps/email/{filter} and /apps/email/{label} (SPEC §2) share one path depth, so one route takes
// the segment and decides by value: a folder or view (inbox, sent, draft, spam, starred, trashed)
// first, then a label (private, company, personal, important); anything else shows the inbox.
import { emailSearchSchema, viewFromSegment } from '@atrium/email';
import { createFileRoute } from '@tanstack/react-router';
import { emailMeta } from './-email-meta';
import { EmailRoute, prefetchEmails } from './-email-route';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/email/$folderOrLabel')({
  validateSearch: keepSearch,
  staticData: { meta: emailMeta },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchEmails(context.queryClient, viewFromSegment(params.folderOrLabel), parseSearch(emailSearchSchema, deps)),
  component: function EmailFolderOrLabel() {
    const { folderOrLabel } = Route.useParams();
    return <EmailRoute view={viewFromSegment(folderOrLabel)} search={useParsedSearch(emailSearchSchema)} />;
  },
});
