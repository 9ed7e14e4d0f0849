// Who holds each role, for the roles screens the mock's services still answer from the documents
// (decision 0020: roles move next): the users' id, name, picture and role from their table.
import type { UserDetail } from '@atrium/api';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/identity';

export async function roleMembers(db: Database): Promise<UserDetail[]> {
  const rows = await db.select({ id: users.id, fullName: users.fullName, avatar: users.avatar, role: users.role }).from(users).orderBy(asc(users.id));
  // only these four fields are read (listRoles, the in-use check of a role's deletion)
  return rows.map((r) => ({ ...r, company: '', username: '', country: '', contact: '', email: '', currentPlan: 'basic', status: 'active', billing: 'Manual-Credit Card', taskDone: 0, projectDone: 0, taxId: '', language: '', version: 1 }));
}
