// The roles of /apps/roles as the rest of the feature shows them: one list, from the API. The six
// seeded roles read in the user's language while they keep their seeded name; a role someone
// created or renamed reads as it was named.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { rolesQuery } from '../api/queries';
import { useUsersTranslation } from './i18n';

export interface RoleOption {
  value: string;
  label: string;
}

export function useRoleLabels() {
  const { t } = useUsersTranslation();
  const roles = useQuery(rolesQuery());
  const label = useCallback(
    (slug: string): string => {
      const role = roles.data?.find((r) => r.slug === slug);
      const seeded = t(`roleNames.${slug}`, { lng: 'en', defaultValue: '' });
      if (role && role.name !== seeded) return role.name;
      return t(`roleNames.${slug}`, { defaultValue: role?.name ?? slug });
    },
    [roles.data, t],
  );
  const options = useMemo<RoleOption[]>(() => (roles.data ?? []).map((r) => ({ value: r.slug, label: label(r.slug) })), [roles.data, label]);
  return { label, options, isPending: roles.isPending };
}
