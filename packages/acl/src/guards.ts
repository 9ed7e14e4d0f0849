// Plain shape checks for what the session keeps in web storage (same rules as schemas.ts).

/** The access-control page's subject (SPEC §2: /access-control needs read on AclDemo). */
export const ACL_DEMO_SUBJECT = 'AclDemo';

/** One stored rule, as `POST /api/auth/login` returns it under `userAbilityRules`. */
export interface AbilityRule {
  action: string;
  subject: string;
}

/** The stored user: the role is what redirects and menus read; other fields pass through. */
export interface StoredUserData {
  role: string;
  [key: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function isAbilityRule(value: unknown): value is AbilityRule {
  return isRecord(value) && isNonEmptyString(value.action) && isNonEmptyString(value.subject);
}

/** Only `action` and `subject` are kept: CASL would honour extra keys (conditions, inverted). */
export function readAbilityRules(value: unknown): AbilityRule[] | undefined {
  if (!Array.isArray(value) || !value.every(isAbilityRule)) return undefined;
  return value.map(({ action, subject }) => ({ action, subject }));
}

export function readStoredUserData(value: unknown): StoredUserData | undefined {
  return isRecord(value) && isNonEmptyString(value.role) ? { ...value, role: value.role } : undefined;
}

/**
 * `can(action, subject)` over plain rules, with CASL's two wildcards (`manage` any action, `all`
 * any subject): the same answers as `createAbility(rules).can` for the action/subject pairs the
 * session holds (property-tested against CASL), without loading CASL for the guard and the menu.
 */
export function canWithRules(rules: readonly AbilityRule[]): (action: string, subject: string) => boolean {
  const pairs = rules.map(({ action, subject }) => ({ action, subject }));
  return (action, subject) => pairs.some((r) => (r.action === 'manage' || r.action === action) && (r.subject === 'all' || r.subject === subject));
}
