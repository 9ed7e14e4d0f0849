// Shared helpers live in their packages (fieldErrorsOf in @atrium/api, toDataTableSort and initials
// in @atrium/ui-kit) and are re-exported here under the names this feature uses.
export { fieldErrorsOf } from '@atrium/api';
export { initials, toDataTableSort as toSort } from '@atrium/ui-kit';
// Glue between a page and ui-kit: table labels in the current language, the error block with
// retry, toasts, and field errors from a 400 answer.
import { isApiError, type UserStatus } from '@atrium/api';
import { dataTableLabels, QueryErrorState, type DataTableLabels } from '@atrium/ui-kit';
import type { MantineColor } from '@mantine/core';
import { useMemo } from 'react';
import { useUsersTranslation } from '../lib/i18n';

export function useTableLabels(): Partial<DataTableLabels> {
  const { t } = useUsersTranslation();
  return useMemo(() => dataTableLabels(t), [t]);
}

export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useUsersTranslation();
  return <QueryErrorState translate={t} onRetry={onRetry} detail={isApiError(error) ? `HTTP ${error.status}` : undefined} />;
}

export { toastError, toastSuccess } from '@atrium/ui-kit/toast';

export const userStatusColors: Record<UserStatus, MantineColor> = { active: 'green', pending: 'yellow', inactive: 'gray' };
const ROLE_COLORS: Record<string, MantineColor> = { administrator: 'red', manager: 'blue', users: 'orange', support: 'teal', 'restricted-user': 'violet', client: 'cyan' };
/** A seeded role's colour; roles created later are grey. */
export const roleColor = (slug: string): MantineColor => ROLE_COLORS[slug] ?? 'gray';
