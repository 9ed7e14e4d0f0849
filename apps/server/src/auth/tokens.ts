import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database holds instead of the token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
