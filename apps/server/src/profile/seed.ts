// An empty database's profile samples: the seed's (the demo admin's) written into account_profiles
// (decision 0029), as migrations/*_profile_from_documents.sql moves an existing database's. The
// accounts' join days are their rows' created_at (src/identity/seed.ts).
import type { Db } from '@atrium/fixtures';
import { accountProfiles } from '../db/profile';
import type { Executor } from '../db/executor';

/** The seed without what the tables hold (the documents keep empty values). */
export function withoutProfiles(data: Db): Db {
  return { ...data, profileByAccount: {}, accountJoinedAt: {} };
}

/** Removes every profile sample (reset to the seed; the accounts' rows go with clearIdentity). */
export async function clearProfiles(ex: Executor): Promise<void> {
  await ex.delete(accountProfiles);
}

/** Writes the seed's samples of accounts that exist (after seedIdentity). */
export async function seedProfiles(ex: Executor, data: Db): Promise<void> {
  const rows = Object.entries(data.profileByAccount).flatMap(([key, sample]) => {
    const [principal, raw] = key.split(':');
    const id = Number(raw);
    const exists = principal === 'login' ? data.loginUsers.some((u) => u.id === id) : data.users.some((u) => u.id === id);
    if (!exists) return [];
    return [{ ...(principal === 'login' ? { loginId: id } : { userId: id }), ...sample }];
  });
  if (rows.length > 0) await ex.insert(accountProfiles).values(rows);
}
