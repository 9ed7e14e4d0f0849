// Shared by the email routes: /apps/email, /apps/email/$folderOrLabel, /filter/$filter and
// /label/$label all render the same page; only how the view is read from the path differs.
import { emailPath, EmailPage, emailsQuery, type EmailSearch, type MailboxView } from '@atrium/email';
import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

export function prefetchEmails(queryClient: QueryClient, view: MailboxView, search: EmailSearch) {
  return queryClient.ensureQueryData(emailsQuery({ filter: view.filter, label: view.label, q: search.q ?? '' }));
}

export function EmailRoute({ view, search }: { view: MailboxView; search: EmailSearch }) {
  const router = useRouter();
  return (
    <EmailPage
      view={view}
      search={search}
      onNavigate={(nextView, nextSearch, options) => {
        const to = emailPath(nextView, nextSearch);
        if (options?.replace) router.history.replace(to);
        else router.history.push(to);
      }}
    />
  );
}
