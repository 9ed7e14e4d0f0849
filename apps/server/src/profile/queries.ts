// The signed-in account's own profile (decision 0029) in one statement: the account's row (users
// or login_accounts), its role's name, and its profile sample if it has one. What the page shows is
// built by the mock's pure `profileHeaderOf` / `profileTabOf`, which the mock calls too.
import { LOGIN_ROLE_TO_ROLE, profileTabResponseSchemas, type ProfileHeader, type ProfileTab, type ProfileTabData } from '@atrium/api';
import { profileHeaderOf, profileTabOf, type AccountRef, type ProfileAccount, type ProfileSample } from '@atrium/domain';
import { sql } from 'drizzle-orm';
import { jsonOf, rowsOf } from '../db/client';
import type { Executor } from '../db/executor';

interface ProfileRow {
  full_name: string;
  email: string;
  avatar: string;
  role: string;
  role_name: string;
  status: string;
  country: string;
  joined: string;
  location: string | null;
  designation: string | null;
  cover_img: string | null;
  about: unknown;
  teams: unknown;
  projects: unknown;
  connections: unknown;
}


/** The login's role slug (LOGIN_ROLE_TO_ROLE) as SQL. */
const loginRoleSlug = sql.raw(`case login_role ${Object.entries(LOGIN_ROLE_TO_ROLE).map(([login, role]) => `when '${login}' then '${role}'`).join(' ')} end`);

/** The account and its sample; undefined when the account is gone. */
export async function loadProfile(ex: Executor, account: AccountRef): Promise<{ account: ProfileAccount; sample: ProfileSample | undefined } | undefined> {
  const own =
    account.principal === 'login'
      ? sql`select id, full_name, email, avatar, ${loginRoleSlug} as role, 'active' as status, '' as country, created_at from login_accounts where id = ${account.userId}`
      : sql`select id, full_name, email, avatar, role, status, country, created_at from users where id = ${account.userId}`;
  const owner = account.principal === 'login' ? sql`p.login_id` : sql`p.user_id`;
  const [row] = rowsOf<ProfileRow>(
    await ex.execute(sql`
      select a.full_name, a.email, a.avatar, a.role, coalesce(r.name, a.role) as role_name, a.status, a.country,
             to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD') as joined,
             p.location, p.designation, p.cover_img, p.about, p.teams, p.projects, p.connections
      from (${own}) a
      left join roles r on r.slug = a.role
      left join account_profiles p on ${owner} = a.id`),
  );
  if (!row) return undefined;
  const profileAccount: ProfileAccount = {
    fullName: row.full_name,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    roleName: row.role_name,
    status: row.status,
    country: row.country,
    joiningDate: row.joined,
  };
  // jsonb keeps no key order: the contract's schemas give the fields back in the mock's order
  const sample: ProfileSample | undefined =
    row.location === null || row.designation === null || row.cover_img === null
      ? undefined
      : {
          location: row.location,
          designation: row.designation,
          coverImg: row.cover_img,
          about: profileTabResponseSchemas.about.parse(jsonOf(row.about)),
          teams: profileTabResponseSchemas.teams.parse(jsonOf(row.teams)),
          projects: profileTabResponseSchemas.projects.parse(jsonOf(row.projects)),
          connections: profileTabResponseSchemas.connections.parse(jsonOf(row.connections)),
        };
  return { account: profileAccount, sample };
}

/** GET /api/pages/profile/header; undefined when the account is gone. */
export async function profileHeader(ex: Executor, account: AccountRef): Promise<ProfileHeader | undefined> {
  const loaded = await loadProfile(ex, account);
  return loaded && profileHeaderOf(loaded.account, loaded.sample);
}

/** GET /api/pages/profile?tab= for a tab of the contract; undefined when the account is gone. */
export async function profileTab(ex: Executor, account: AccountRef, tab: ProfileTab): Promise<ProfileTabData[ProfileTab] | undefined> {
  const loaded = await loadProfile(ex, account);
  return loaded && profileTabOf(tab, loaded.account, loaded.sample);
}
