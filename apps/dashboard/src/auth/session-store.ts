// The signed-in session (SPEC §3 keys in localStorage) and the CASL ability built from it, as
// one small store: the router's guard reads it synchronously, React subscribes to it.
import {
  clearSession,
  createAbility,
  isAuthenticated,
  readSession,
  updateAbility,
  writeSession,
  type AppAbility,
  type Session,
  type SessionInput,
  type StorageLike,
} from '@atrium/acl';

// Function properties, not methods: React and the router call them detached from the object.
export interface SessionStore {
  get: () => Session;
  isLoggedIn: () => boolean;
  ability: AppAbility;
  signIn: (input: SessionInput) => void;
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

export function createSessionStore(storage: StorageLike | undefined = browserStorage()): SessionStore {
  const empty: Session = { userData: null, accessToken: null, abilityRules: [] };
  let session = storage ? readSession(storage) : empty;
  const ability = createAbility(isAuthenticated(session) ? session.abilityRules : []);
  const listeners = new Set<() => void>();
  const refresh = () => {
    session = storage ? readSession(storage) : empty;
    updateAbility(ability, isAuthenticated(session) ? session.abilityRules : []);
    for (const listener of listeners) listener();
  };
  return {
    get: () => session,
    isLoggedIn: () => isAuthenticated(session),
    ability,
    signIn(input) {
      if (storage) writeSession(storage, input);
      refresh();
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
