export {
  ACL_DEMO_SUBJECT,
  canFrom,
  createAbility,
  ROLE_RULES,
  rulesForRole,
  updateAbility,
  type AbilityRule,
  type AppAbility,
  type CanFn,
  type KnownRole,
} from './ability';
export { guard, loginRedirectFor, type GuardInput, type GuardLocation, type GuardResult } from './guard';
export { filterMenu } from './menu';
export {
  HOME_BY_ROLE,
  homeRedirect,
  LOGIN_PATH,
  NOT_AUTHORIZED_PATH,
  parseSearch,
  postLoginTarget,
  safeRedirectTarget,
  type RedirectTarget,
} from './redirect';
export {
  clearSession,
  isAuthenticated,
  readFirstSession,
  readSession,
  SESSION_KEYS,
  sessionRole,
  LEGACY_TOKEN_KEY,
  writeSession,
  type Session,
  type SessionInput,
  type StorageLike,
  type StoredUserData,
} from './session';
export { abilityRuleSchema, storedUserDataSchema } from './schemas';
export { canWithRules, isAbilityRule, readAbilityRules, readStoredUserData } from './guards';
