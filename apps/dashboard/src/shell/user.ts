// The signed-in user as stored by the login call (SPEC §3); a missing or corrupt record is a guest.
export interface ShellUser {
  fullName: string;
  role: string;
  avatar?: string;
}

export const SESSION_KEYS = ['userData', 'accessToken', 'userAbilityRules'] as const;

export function readUser(storage: Pick<Storage, 'getItem'> = localStorage): ShellUser | null {
  try {
    const raw = storage.getItem('userData');
    if (raw === null) return null;
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { fullName, role, avatar, username } = data as Record<string, unknown>;
    const name = typeof fullName === 'string' && fullName !== '' ? fullName : typeof username === 'string' ? username : '';
    if (name === '') return null;
    return {
      fullName: name,
      role: typeof role === 'string' ? role : '',
      avatar: typeof avatar === 'string' && avatar !== '' ? avatar : undefined,
    };
  } catch {
    return null;
  }
}

export function clearSession(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  for (const key of SESSION_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      /* nothing to clear */
    }
  }
}
