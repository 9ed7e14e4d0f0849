// Passwords at rest: argon2id (OWASP's first choice). The server hashes and verifies with the
// library's async API, before any transaction (src/identity/routes.ts). There is no synchronous
// codec: no mock service runs on the server to call one (decision 0033).
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (algorithm 2 = Argon2id, the library's
// const enum, which isolated modules cannot import)
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const isPasswordHash = (value: string): boolean => value.startsWith('$argon2');

export const hashPasswordAsync = (plain: string): Promise<string> => hash(plain, PARAMS);

export async function verifyPasswordAsync(stored: string, plain: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password no one knows, with the same parameters: a sign-in for an email no
 * account has is verified against it, so it costs what a wrong password for a real account costs.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPasswordAsync(randomBytes(24).toString('base64url'));
  return dummy;
}
