import { describe, expect, it } from 'vitest';
import { userFromSession } from './user';

describe('@atrium/dashboard/user', () => {
  it('picks display fields and treats a record without a name as a guest', () => {
    expect(userFromSession({ fullName: 'John Doe', role: 'admin', avatar: '/a.png' })).toEqual({ fullName: 'John Doe', role: 'admin', avatar: '/a.png' });
    expect(userFromSession({ username: 'jdoe', role: 'client' })).toEqual({ fullName: 'jdoe', role: 'client', avatar: undefined });
    expect(userFromSession({ role: 'admin' })).toBeNull();
    expect(userFromSession(null)).toBeNull();
    expect(userFromSession(42)).toBeNull();
  });
});
