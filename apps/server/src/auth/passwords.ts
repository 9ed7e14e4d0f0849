// Passwords at rest: argon2id (OWASP's first choice), through the mock services' password codec
// so registration, "set password" and "change password" store hashes and login verifies them.
import { hash, hashSync, verifySync } from '@node-rs/argon2';
import type { PasswordCodec } from '@atrium/mock-api';

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (algorithm 2 = Argon2id, the library's
// const enum, which isolated modules cannot import)
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2Codec: PasswordCodec = {
  hash: (plain) => hashSync(plain, PARAMS),
  verify: (stored, plain) => {
    // a value that is not an argon2 hash (a corrupt row) never matches
    if (!stored.startsWith('$argon2')) return false;
    try {
      return verifySync(stored, plain);
    } catch {
      return false;
    }
  },
};

export const hashPasswordAsync = (plain: string): Promise<string> => hash(plain, PARAMS);

export const isPasswordHash = (value: string): boolean => value.startsWith('$argon2');
