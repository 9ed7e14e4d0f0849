// The signed-in session (SPEC §3 keys in localStorage: user data and rules, no token — the session
// itself is the API's HttpOnly cookie, decision 0014) and what its rules allow, as one small store: the router's guard reads it synchronously, React subscribes to it. `can` answers as the
// CASL ability built from the same rules would (acl's canWithRules, tested against CASL), so CASL
// itself loads only with the screens that use <Can>.
import {
  canWithRules,
  clearSession,
  isAuthenticated,
  readSession,
  SESSION_KEYS,
  writeSession,
  type AbilityRule,
  type CanFn,
  type Session,
  type SessionInput,
  type StorageLike,
} from '@atrium/acl';

// Function properties, not methods: React and the router call them detached from the object.
export interface SessionStore {
  get: () => Session;
  isLoggedIn: () => boolean;
  /** what the signed-in user may do; reads the current rules on every call */
  can: CanFn;
  signIn: (input: SessionInput) => void;
  /**
   * The signed-in user's rules as the API answers them now (a role edit since sign-in): stored
   * and applied at once, so menus and route guards follow; no-op when signed out or unchanged.
   */
  updateRules: (rules: readonly AbilityRule[]) => void;
  signOut: () => void;
  subscribe: (listener: () => void) => () => void;
}

function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Where another tab's sign-in or sign-out is heard: the window's `storage` events. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

const SESSION_STORAGE_KEYS: ReadonlySet<string> = new Set(Object.values(SESSION_KEYS));

export function createSessionStore(
  storage: StorageLike | undefined = browserStorage(),
  events: StorageEvents | undefined = typeof window === 'undefined' ? undefined : window,
): SessionStore {
  const empty: Session = { userData: null, abilityRules: [] };
  let session = storage ? readSession(storage) : empty;
  const rulesOf = (s: Session) => canWithRules(isAuthenticated(s) ? s.abilityRules : []);
  let can = rulesOf(session);
  const listeners = new Set<() => void>();
  const refresh = () => {
    session = storage ? readSession(storage) : empty;
    can = rulesOf(session);
    for (const listener of listeners) listener();
  };
  // Signing out (or in) in one tab does the same in every tab of the app (security review #5):
  // `storage` fires in the other tabs only; `key` is null when the whole storage was cleared.
  events?.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_STORAGE_KEYS.has(event.key)) refresh();
  });
  return {
    get: () => session,
    isLoggedIn: () => isAuthenticated(session),
    can: (action, subject) => can(action, subject),
    signIn(input) {
      if (storage) writeSession(storage, input);
      refresh();
    },
    updateRules(rules) {
      if (!isAuthenticated(session) || JSON.stringify(rules) === JSON.stringify(session.abilityRules)) return;
      let stored = false;
      try {
        storage?.setItem(SESSION_KEYS.abilityRules, JSON.stringify(rules));
        stored = storage !== undefined;
      } catch {
        // storage full or blocked: the rules still apply to this page
      }
      if (stored) return refresh();
      session = { ...session, abilityRules: [...rules] };
      can = rulesOf(session);
      for (const listener of listeners) listener();
    },
    signOut() {
      if (storage) clearSession(storage);
      refresh();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
