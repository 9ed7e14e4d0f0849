// Query options and mutations of the pages feature, all keyed through `pagesKeys`.
import { getApiClient, isApiError, type AccountSettings, type ProfileTab } from '@atrium/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const pagesKeys = {
  all: ['pages'] as const,
  faq: (q: string) => [...pagesKeys.all, 'faq', q] as const,
  helpCenter: (q = '') => [...pagesKeys.all, 'help-center', { q }] as const,
  article: (slug: string) => [...pagesKeys.all, 'help-center', 'article', slug] as const,
  profileHeader: () => [...pagesKeys.all, 'profile', 'header'] as const,
  profileTab: (tab: string) => [...pagesKeys.all, 'profile', tab] as const,
  accountSettings: () => [...pagesKeys.all, 'account-settings'] as const,
  twoFactorSetup: () => [...pagesKeys.all, 'account-settings', 'two-factor'] as const,
};

export function faqQuery(q: string) {
  return queryOptions({ queryKey: pagesKeys.faq(q), queryFn: () => getApiClient().getFaq(q), placeholderData: keepPreviousData });
}
/** The help center; with q, the API keeps the articles whose title, summary or text holds every word. */
export function helpCenterQuery(q = '') {
  return queryOptions({ queryKey: pagesKeys.helpCenter(q), queryFn: () => getApiClient().getHelpCenter(q), placeholderData: keepPreviousData });
}
/** The article at `slug` (the route's title segment); a 404 is an answer, not worth a retry. */
export function helpCenterArticleQuery(slug: string) {
  return queryOptions({
    queryKey: pagesKeys.article(slug),
    queryFn: () => getApiClient().getHelpCenterArticle(slug),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}
export function profileHeaderQuery() {
  return queryOptions({ queryKey: pagesKeys.profileHeader(), queryFn: () => getApiClient().getProfileHeader() });
}
export function profileTabQuery<T extends ProfileTab>(tab: T) {
  return queryOptions({ queryKey: pagesKeys.profileTab(tab), queryFn: () => getApiClient().getProfile(tab) });
}
export function accountSettingsQuery() {
  return queryOptions({ queryKey: pagesKeys.accountSettings(), queryFn: () => getApiClient().getAccountSettings() });
}
export function twoFactorSetupQuery() {
  return queryOptions({ queryKey: pagesKeys.twoFactorSetup(), queryFn: () => getApiClient().getTwoFactorSetup() });
}

/** Every account-settings mutation answers the whole settings: the cache is replaced with it. */
export function useAccountMutation<V>(fn: (vars: V) => Promise<AccountSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (settings) => queryClient.setQueryData(pagesKeys.accountSettings(), settings),
  });
}

export function useContactMutation() {
  return useMutation({ mutationFn: getApiClient().sendContactMessage });
}
export function useCheckoutMutation() {
  return useMutation({ mutationFn: getApiClient().placeCheckoutOrder });
}
