// CASL abilities built from the rules the login answer stores (SPEC §6: action/subject pairs).
// The guard runs in the entry chunk, so stored rules are checked without zod (guards.ts).
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { ACL_DEMO_SUBJECT, type AbilityRule } from './guards';

export type { AbilityRule };

/**
 * Actions and subjects stay plain strings: rules come from the server, and a feature adds its
 * own subjects without editing this package. `manage` and `all` are CASL's wildcards.
 */
export type AppAbility = MongoAbility<[string, string]>;

/** The permission check the guard and the menu filter take, so they stay free of CASL. */
export type CanFn = (action: string, subject: string) => boolean;

// defined with the CASL-free guards: a feature's nav meta names it, and importing it from here
// put all of CASL on the login page's wire
export { ACL_DEMO_SUBJECT };

/** What each login role may do (SPEC §6); the mock backend serves the same rules. */
export const ROLE_RULES = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [{ action: 'read', subject: ACL_DEMO_SUBJECT }],
} as const satisfies Record<string, readonly AbilityRule[]>;

export type KnownRole = keyof typeof ROLE_RULES;

/** Rules for a role name; unknown roles get none (deny by default). */
export function rulesForRole(role: unknown): AbilityRule[] {
  if (role === 'admin' || role === 'client') return ROLE_RULES[role].map((rule) => ({ ...rule }));
  return [];
}

// CASL would accept extra keys (conditions, inverted) from storage; only plain pairs are trusted.
const toRawRules = (rules: readonly AbilityRule[]) => rules.map(({ action, subject }) => ({ action, subject }));

/** A fresh ability; with no rules it denies everything (a logged-out visitor). */
export function createAbility(rules: readonly AbilityRule[] = []): AppAbility {
  return createMongoAbility<[string, string]>(toRawRules(rules));
}

/**
 * Replaces the rules of an existing ability in place (login, logout). The instance stays the same,
 * so `<AbilityProvider>` consumers re-render instead of being handed a new object.
 */
export function updateAbility(ability: AppAbility, rules: readonly AbilityRule[]): AppAbility {
  ability.update(toRawRules(rules));
  return ability;
}

/** Binds `can` so it can be passed around (guard, menu filter) without `this`. */
export function canFrom(ability: AppAbility): CanFn {
  return (action, subject) => ability.can(action, subject);
}
