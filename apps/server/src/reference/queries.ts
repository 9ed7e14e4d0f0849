// The reference tables' queries (src/db/reference.ts, decision 0029): the FAQ search and the
// analytics projects list each one statement, a contact message one insert. The answers are the
// mock's to the byte (the same fields in the same order, the same filters and sort rules).
import type { AnalyticsProject, AnalyticsProjectsQuery, AnalyticsProjectsResponse, ContactMessageBody, ContactMessageResponse, FaqResponse, SalesDetail } from '@atrium/api';
import type { CrmProjects } from '@atrium/fixtures';
import { normalizeQuery, pageCount, parsePageRequest } from '@atrium/core';
import { asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { textSortKey } from '../db/logistics';
import { analyticsProjects, contactMessages, salesDetails } from '../db/reference';
import type { Executor } from '../db/executor';

/** `term` as a LIKE pattern matching it anywhere ('%', '_' and '\' taken literally). */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/pages/faq?q=: every group in its order with its questions containing q (any case), in
 * theirs; groups left without a question are left out. One statement (the questions aggregated
 * per group as JSON).
 */
export async function searchFaq(ex: Executor, q: unknown): Promise<FaqResponse> {
  const term = normalizeQuery(q);
  const match = term === '' ? sql`true` : sql`lower(fq.question) like ${containing(term)}`;
  const rows = rowsOf<{ title: string; icon: string; subtitle: string; faqs: unknown }>(
    await ex.execute(sql`
      select g.title, g.icon, g.subtitle,
             json_agg(json_build_object('question', fq.question, 'answer', fq.answer) order by fq.position) as faqs
      from faq_groups g join faq_questions fq on fq.group_id = g.id
      where ${match}
      group by g.id, g.position
      order by g.position`),
  );
  return rows.map((row) => ({
    faqTitle: row.title,
    faqIcon: row.icon,
    faqSubtitle: row.subtitle,
    faqs: (typeof row.faqs === 'string' ? JSON.parse(row.faqs) : row.faqs) as FaqResponse[number]['faqs'],
  }));
}

type ProjectRow = typeof analyticsProjects.$inferSelect;

/** The contract's project from its row, fields in the mock's order. */
export function toAnalyticsProject(row: ProjectRow): AnalyticsProject {
  return { id: row.id, logo: row.logo, name: row.name, project: row.project, leader: row.leader, progress: row.progress, hours: row.hours, team: row.team, extraMembers: row.extraMembers };
}

/** ORDER BY: the sort key, then the id newest first (the unique tiebreaker and the mock's order among equals). */
function projectOrder(query: Pick<AnalyticsProjectsQuery, 'sortBy' | 'orderBy'>): SQL {
  const keys: Record<NonNullable<AnalyticsProjectsQuery['sortBy']>, SQL> = {
    project: textSortKey(analyticsProjects.name),
    leader: textSortKey(analyticsProjects.leader),
    progress: sql`${analyticsProjects.progress}`,
  };
  const key = query.sortBy !== undefined && Object.hasOwn(keys, query.sortBy) ? keys[query.sortBy] : undefined;
  if (key === undefined) return sql`${analyticsProjects.id} desc`;
  return sql`${key} ${query.orderBy === 'desc' ? sql`desc` : sql`asc`}, ${analyticsProjects.id} desc`;
}

/**
 * GET /api/dashboard/analytics/projects: `q` (a substring of the name, project or leader, any
 * case) in WHERE, the sort in ORDER BY, the page by LIMIT/OFFSET and the matches counted in the
 * same statement. A page past the last answers page 1 (the mock's rule), read again.
 */
export async function listAnalyticsProjects(ex: Executor, query: AnalyticsProjectsQuery): Promise<AnalyticsProjectsResponse> {
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const term = normalizeQuery(query.q);
  const pattern = containing(term);
  const where =
    term === ''
      ? undefined
      : sql`(lower(${analyticsProjects.name}) like ${pattern} or lower(${analyticsProjects.project}) like ${pattern} or lower(${analyticsProjects.leader}) like ${pattern})`;
  const read = (pageNumber: number) =>
    ex
      .select({ ...getTableColumns(analyticsProjects), matched: sql<number>`(count(*) over ())::int` })
      .from(analyticsProjects)
      .where(where)
      .orderBy(projectOrder(query))
      .limit(itemsPerPage)
      .offset((pageNumber - 1) * itemsPerPage);
  let rows = await read(page);
  let effective = page;
  let total = Number(rows[0]?.matched ?? 0);
  if (rows.length === 0) {
    const [counted] = await ex.select({ n: sql<number>`count(*)::int` }).from(analyticsProjects).where(where);
    total = Number(counted?.n ?? 0);
    if (page > pageCount(total, itemsPerPage) && page !== 1) {
      effective = 1;
      rows = await read(1);
    }
  }
  return { projects: rows.map(({ matched: _m, ...row }) => toAnalyticsProject(row)), totalPages: pageCount(total, itemsPerPage), totalProjects: total, page: effective };
}

/** Every project, oldest first (the CRM dashboard's input, as the mock holds them). */
/** The CRM dashboard's parts of the projects (fixtures' `crmProjectsOf` over all of them): the six most advanced, and the third by id. */
export async function crmProjects(ex: Executor): Promise<CrmProjects> {
  const [active, third] = await Promise.all([
    ex.select().from(analyticsProjects).orderBy(desc(analyticsProjects.progress), asc(analyticsProjects.id)).limit(6),
    ex.select({ name: analyticsProjects.name }).from(analyticsProjects).orderBy(asc(analyticsProjects.id)).offset(2).limit(1),
  ]);
  return {
    active: active.map(toAnalyticsProject).map(({ id, name, logo, project, progress }) => ({ id, name, logo, project, progress })),
    timelineProject: third[0]?.name,
  };
}

/** POST /api/pages/contact: one row; the answer is its id and when it was received. */
export async function insertContactMessage(ex: Executor, body: ContactMessageBody, now: Date): Promise<ContactMessageResponse> {
  const [row] = await ex.insert(contactMessages).values({ ...body, receivedAt: now }).returning({ id: contactMessages.id, receivedAt: contactMessages.receivedAt });
  if (!row) throw new Error('contact message: no row');
  return { id: row.id, receivedAt: row.receivedAt.toISOString() };
}

/** The newest messages first (what an inbox of them reads; the contract has no such call yet). */
export async function latestContactMessages(ex: Executor, limit: number) {
  return ex.select().from(contactMessages).orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id)).limit(limit);
}

type SaleRow = typeof salesDetails.$inferSelect;

/** The contract's sale from its row, fields in the mock's order (dollars = cents / 100). */
export function toSalesDetail(row: SaleRow): SalesDetail {
  return {
    product: {
      id: row.productId,
      name: row.productName,
      slug: row.productSlug,
      brand: row.brand,
      category: row.category,
      price: row.priceMinor / 100,
      image: row.image,
      hasFreeShipping: row.hasFreeShipping,
      rating: row.rating,
      description: row.description,
    },
    date: row.soldOn,
    buyer: { name: row.buyerName, avatar: row.buyerAvatar },
    payment: { total: row.totalMinor / 100, receivedPaymentStatus: row.receivedStatus as SalesDetail['payment']['receivedPaymentStatus'], paidAmount: row.paidMinor / 100, status: row.status as SalesDetail['payment']['status'] },
  };
}

/** GET /api/pages/datatable: every sale in its order (the contract's call has no paging). */
export async function listSalesDetails(ex: Executor): Promise<SalesDetail[]> {
  return (await ex.select().from(salesDetails).orderBy(asc(salesDetails.id))).map(toSalesDetail);
}
