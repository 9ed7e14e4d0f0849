// An empty database's reference data: the seed's FAQ, analytics projects and contact messages
// written into their tables (decision 0029), as migrations/*_reference_from_documents.sql moves an
// existing database's. The projects' and messages' ids are the seed's; the sequences continue after.
import type { Db } from '@atrium/mock-api';
import { sql } from 'drizzle-orm';
import { analyticsProjects, contactMessages, faqGroups, faqQuestions } from '../db/reference';
import type { Executor } from '../store/documents';

/** The seed without what the reference tables hold (the documents keep empty lists). */
export function withoutReference(data: Db): Db {
  return { ...data, faq: [], analyticsProjects: [], contactMessages: [] };
}

/** Removes the reference rows (reset to the seed). */
export async function clearReference(ex: Executor): Promise<void> {
  await ex.delete(faqQuestions);
  await ex.delete(faqGroups);
  await ex.delete(analyticsProjects);
  await ex.delete(contactMessages);
}

export async function seedReference(ex: Executor, data: Db): Promise<void> {
  for (const [position, group] of data.faq.entries()) {
    const [row] = await ex.insert(faqGroups).values({ position, title: group.faqTitle, icon: group.faqIcon, subtitle: group.faqSubtitle }).returning({ id: faqGroups.id });
    if (!row) throw new Error('faq group: no row');
    if (group.faqs.length > 0) await ex.insert(faqQuestions).values(group.faqs.map((f, i) => ({ groupId: row.id, position: i, question: f.question, answer: f.answer })));
  }
  if (data.analyticsProjects.length > 0) await ex.insert(analyticsProjects).values(data.analyticsProjects.map((p) => ({ ...p })));
  if (data.contactMessages.length > 0) await ex.insert(contactMessages).values(data.contactMessages.map((m) => ({ ...m, receivedAt: new Date(m.receivedAt) })));
  for (const table of ['analytics_projects', 'contact_messages']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
