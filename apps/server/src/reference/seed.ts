// An empty database's reference data: the seed's FAQ, analytics projects, contact messages and sales
// written into their tables (decision 0029), as migrations/*_reference_from_documents.sql moves an
// existing database's. The projects' and messages' ids are the seed's; the sequences continue after.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { analyticsProjects, contactMessages, faqGroups, faqQuestions, salesDetails } from '../db/reference';
import type { Executor } from '../db/executor';

/** The seed without what the reference tables hold (the documents keep empty lists). */
export function withoutReference(data: Db): Db {
  return { ...data, faq: [], analyticsProjects: [], contactMessages: [], salesDetails: [] };
}

/** Removes the reference rows (reset to the seed). */
export async function clearReference(ex: Executor): Promise<void> {
  await ex.delete(faqQuestions);
  await ex.delete(faqGroups);
  await ex.delete(analyticsProjects);
  await ex.delete(contactMessages);
  await ex.delete(salesDetails);
}

export async function seedReference(ex: Executor, data: Db): Promise<void> {
  for (const [position, group] of data.faq.entries()) {
    const [row] = await ex.insert(faqGroups).values({ position, title: group.faqTitle, icon: group.faqIcon, subtitle: group.faqSubtitle }).returning({ id: faqGroups.id });
    if (!row) throw new Error('faq group: no row');
    if (group.faqs.length > 0) await ex.insert(faqQuestions).values(group.faqs.map((f, i) => ({ groupId: row.id, position: i, question: f.question, answer: f.answer })));
  }
  if (data.analyticsProjects.length > 0) await ex.insert(analyticsProjects).values(data.analyticsProjects.map((p) => ({ ...p })));
  if (data.contactMessages.length > 0) await ex.insert(contactMessages).values(data.contactMessages.map((m) => ({ ...m, receivedAt: new Date(m.receivedAt) })));
  const cents = (dollars: number) => Math.round(dollars * 100);
  const sales = data.salesDetails.map((s, i) => ({
    id: i + 1,
    productId: s.product.id,
    productName: s.product.name,
    productSlug: s.product.slug,
    brand: s.product.brand,
    category: s.product.category,
    priceMinor: cents(s.product.price),
    image: s.product.image,
    hasFreeShipping: s.product.hasFreeShipping,
    rating: s.product.rating,
    description: s.product.description,
    soldOn: s.date,
    buyerName: s.buyer.name,
    buyerAvatar: s.buyer.avatar,
    totalMinor: cents(s.payment.total),
    paidMinor: cents(s.payment.paidAmount),
    receivedStatus: s.payment.receivedPaymentStatus,
    status: s.payment.status,
  }));
  if (sales.length > 0) await ex.insert(salesDetails).values(sales);
  for (const table of ['analytics_projects', 'contact_messages', 'sales_details']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
