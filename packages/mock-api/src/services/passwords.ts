// How stored passwords are written and checked. The mock keeps them as given (a demo in a
// browser tab); a real server plugs in a one-way hash (argon2id) so the database never holds a
// password. Synchronous on purpose: services stay plain functions.
import type { PasswordCodec } from '@atrium/domain';

export type { PasswordCodec };

const asGiven: PasswordCodec = { hash: (plain) => plain, verify: (stored, plain) => stored === plain };
let codec: PasswordCodec = asGiven;

/** undefined restores the mock's plain storage. */
export function setPasswordCodec(next: PasswordCodec | undefined): void {
  codec = next ?? asGiven;
}

export const hashPassword = (plain: string): string => codec.hash(plain);
export const verifyPassword = (stored: string, plain: string): boolean => codec.verify(stored, plain);
