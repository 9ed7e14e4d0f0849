// The feature's i18n namespace; every visible string of the package lives under it.
import type { PERMISSION_NAMES } from '@atrium/api';
import { formatDate, formatNumber } from '@atrium/core';
import { useSeededName } from '@atrium/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const NAMESPACE = 'users';

export function useUsersTranslation() {
  return useTranslation(NAMESPACE);
}

/** The translation key of each of SPEC §6's nine permission names (the names stay data, in English). */
const PERMISSION_NAME_KEYS: Record<(typeof PERMISSION_NAMES)[number], string> = {
  Management: 'management',
  'Manage Billing & Roles': 'manageBillingRoles',
  'Add & Remove Users': 'addRemoveUsers',
  'Project Planning': 'projectPlanning',
  'Manage Email Sequences': 'manageEmailSequences',
  'Client Communication': 'clientCommunication',
  'Only View': 'onlyView',
  'Financial Management': 'financialManagement',
  "Manage Others' Tasks": 'manageOthersTasks',
};

/**
 * A permission's name in the user's language: the seeded names are translated, one a user added
 * or renamed is shown as it was typed. The stored name is what the API searches and sorts.
 */
export function usePermissionName(): (name: string) => string {
  return useSeededName(NAMESPACE, 'permissionNames', PERMISSION_NAME_KEYS);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PERMISSION_DATE = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/;

/** The spec's permission date ("14 Apr 2021, 8:43 PM", a UTC wall time) as an instant; null when it is not one. */
export function parsePermissionDate(text: string): Date | null {
  const m = PERMISSION_DATE.exec(text);
  const month = m ? MONTHS.indexOf(m[2] ?? '') : -1;
  if (!m || month < 0) return null;
  const hour = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0);
  return new Date(Date.UTC(Number(m[3]), month, Number(m[1]), hour, Number(m[5])));
}

export function useFormatters() {
  const { i18n } = useUsersTranslation();
  const lng = i18n.language;
  return useMemo(
    () => ({
      number: (n: number) => formatNumber(n, lng),
      /** a permission's creation, in the named 'date-time' style like every other moment on screen */
      permissionDate: (text: string) => {
        const at = parsePermissionDate(text);
        return at ? formatDate(at, lng, 'date-time', { timeZone: 'UTC' }) : text;
      },
    }),
    [lng],
  );
}
