// Links inside the feature: the link helper is ui-kit's (one for every feature); the paths are
// this feature's.
export { AppLink, NavigateProvider, useNavigateTo, type Navigate } from '@atrium/ui-kit';

export const invoicePaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  edit: (id: number) => `/apps/invoice/edit/${id}`,
  preview: (id: number) => `/apps/invoice/preview/${id}`,
} as const;
