// Server state of the email app: one key factory, the list query and the mutations.
import { getApiClient, type EmailsQuery, type SendEmailBody, type UpdateEmailsBody } from '@atrium/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (query: Partial<EmailsQuery>) => [...emailKeys.lists(), { filter: query.filter ?? null, label: query.label ?? null, q: query.q ?? '' }] as const,
};

export function emailsQuery(query: Partial<EmailsQuery>) {
  return queryOptions({
    queryKey: emailKeys.list(query),
    queryFn: () => getApiClient().getEmails(query),
  });
}

/** POST /api/apps/email: flags, folder moves and label toggles on many emails at once. */
export function useUpdateEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmailsBody) => getApiClient().updateEmails(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

/** POST /api/apps/email/send: send, or save as draft with `draft: true`. */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailBody) => getApiClient().sendEmail(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
