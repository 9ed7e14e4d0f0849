// What a signed-in account may do (decision 0008): its role's permission matrix as CASL rules, plus
// the baseline every account has. Pure over whatever holds the roles (decision 0033): the mock
// passes its Db, the server the one role row its session query read, so both backends work an
// account's rules out with this one code, from the role as it is now.
import { BASELINE_RULES, roleRulesFromMatrix, type AbilityRule, type RoleRecord } from '@atrium/api';

/** Where roles are looked up: the mock's Db, or the one role a query read. */
export interface RoleSource {
  readonly roles: readonly RoleRecord[];
}

/** Role `slug` of `source`, or undefined (no slug, or the role is gone). */
export function findRole(source: RoleSource, slug: string | undefined): RoleRecord | undefined {
  return slug === undefined ? undefined : source.roles.find((r) => r.slug === slug);
}

/** SPEC §6's admin ability: manage on all subjects. */
export function managesAll(rules: readonly AbilityRule[]): boolean {
  return rules.some((r) => r.action === 'manage' && r.subject === 'all');
}

/** The role's matrix as CASL rules plus the baseline every account has (a missing role grants only that). */
export function rulesForRole(source: RoleSource, slug: string | undefined): AbilityRule[] {
  const rules = roleRulesFromMatrix(findRole(source, slug)?.permissions ?? []);
  return managesAll(rules) ? rules : [...BASELINE_RULES, ...rules];
}
