// The signed-in user as the app bar shows it; the session (acl) has already checked the record's
// shape, this only picks display fields with fallbacks.
export interface ShellUser {
  fullName: string;
  role: string;
  avatar?: string;
}

export function userFromSession(data: unknown): ShellUser | null {
  if (typeof data !== 'object' || data === null) return null;
  const { fullName, role, avatar, username } = data as Record<string, unknown>;
  const name = typeof fullName === 'string' && fullName !== '' ? fullName : typeof username === 'string' ? username : '';
  if (name === '') return null;
  return {
    fullName: name,
    role: typeof role === 'string' ? role : '',
    avatar: typeof avatar === 'string' && avatar !== '' ? avatar : undefined,
  };
}
