// The billing tables' queries (src/db/billing.ts, decision 0021): the invoice list one SQL
// statement, the stats one aggregate, each write touching only its rows under PostgreSQL's row
// locks. The invoice rules (totals, statuses) are @atrium/api's, the ones the mock calls.
import {
  computeTotals,
  cursorForSort,
  encodeListCursor,
  fromMinor,
  invoicePaidNotice,
  INVOICE_CLIENTS_LIMIT,
  INVOICE_STATUSES,
  LIST_TOTAL_EXACT_LIMIT,
  invoiceStatusAfterBalance,
  invoiceStatusAfterSend,
  invoiceTermDays,
  invoiceTotals,
  type Invoice,
  type InvoiceClient,
  type InvoiceItem,
  type InvoicesQuery,
  type InvoicesResponse,
  type InvoiceStats,
  type ListCursor,
  type invoiceInputSchema,
  type invoicePaymentSchema,
} from '@atrium/api';
import { addDaysIso, normalizeQuery, parsePageRequest, todayIso } from '@atrium/core';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../db/client';
import { clients, invoiceLineItems, invoices, payments } from '../db/billing';
import type { Executor } from '../db/executor';
import { cappedCount, pageTotal } from '../db/list-total';
import { filterShape, inlineValues, offsetOf, runShaped, type Bind } from '../db/shaped';
import { notifyAdmins } from '../notifications/queries';

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceInput = z.output<typeof invoiceInputSchema>;
type PaymentInput = z.output<typeof invoicePaymentSchema>;

/**
 * An invoice's lines as one JSON array, in order (null when it has none), read in the invoice's own
 * statement. The outer id is written qualified: Drizzle renders a column of the only table of a
 * select unqualified, which inside this subquery would name the line's own id.
 */
const linesOf = sql<unknown>`(select json_agg(json_build_object('description', l.description, 'details', l.details, 'unitPriceMinor', l.unit_price_minor, 'quantity', l.quantity) order by l.position) from ${invoiceLineItems} l where l.invoice_id = "invoices"."id")`;

function parsedLines(value: unknown): InvoiceItem[] | undefined {
  if (value === null || value === undefined) return undefined;
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{ description: string; details: string; unitPriceMinor: number | string; quantity: number | string }>;
  return list.map((l) => ({ description: l.description, details: l.details, unitPriceMinor: Number(l.unitPriceMinor), quantity: Number(l.quantity) }));
}

/** The contract's Invoice from its row and lines (the fields in the mock's order; absent ones left out). */
export function toInvoice(row: InvoiceRow, lines: unknown): Invoice {
  const items = parsedLines(lines);
  return {
    id: row.id,
    issuedDate: row.issuedDate,
    dueDate: row.dueDate,
    client: { name: row.clientName, company: row.clientCompany, companyEmail: row.clientEmail, address: row.clientAddress, country: row.clientCountry, contact: row.clientContact },
    service: row.service,
    ...(items ? { items } : {}),
    ...(row.discountBasisPoints === null ? {} : { discountBasisPoints: row.discountBasisPoints }),
    ...(row.taxBasisPoints === null ? {} : { taxBasisPoints: row.taxBasisPoints }),
    ...(row.note === null ? {} : { note: row.note }),
    ...(row.salesperson === null ? {} : { salesperson: row.salesperson }),
    total: fromMinor(Number(row.totalMinor)),
    balance: fromMinor(Number(row.balanceMinor)),
    avatar: row.avatar,
    invoiceStatus: row.status as Invoice['invoiceStatus'],
    version: row.version,
  };
}

/** `value` as one of `allowed` whatever its case, '' when the filter is unset, undefined when it names none. */
function enumFilter(value: string | undefined, allowed: readonly string[]): string | undefined {
  if (value === undefined || value === '') return '';
  return allowed.find((a) => a.toLowerCase() === value.toLowerCase());
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What shapes the list's statement (db/shaped.ts): which filters are set (a filter that can match
 * nothing is `never`), the sort, and whether a cursor or a page number says where the page starts.
 */
type InvoiceShape = {
  term: 'none' | 'match' | 'never';
  status: 'none' | 'match' | 'never';
  start: boolean;
  end: boolean;
  sortBy: InvoicesQuery['sortBy'];
  orderBy: InvoicesQuery['orderBy'];
  cursor: boolean;
  /** a page that starts past the count's limit: any row on it proves the total is past the limit too */
  deep: boolean;
  /** the first rows (OFFSET 0): written without an OFFSET, see offsetOf */
  first: boolean;
};

/** The list's shape, its key, and the values its statement binds (the cursor's and the page's too). */
function invoiceListPlan(query: InvoicesQuery, cursor?: ListCursor, page = 1, itemsPerPage = 10) {
  const term = normalizeQuery(query.q);
  const status = enumFilter(query.status, INVOICE_STATUSES);
  const { start, end } = query.selectedDateRange;
  const sortBy = invoiceSortKey(query.sortBy) === undefined ? undefined : query.sortBy;
  const shape: InvoiceShape = {
    // the fields are joined by a line break as the trigram index is; a term holding one can match
    // no single field
    term: term === '' ? 'none' : term.includes('\n') ? 'never' : 'match',
    status: filterShape(status),
    start: start !== undefined,
    end: end !== undefined,
    sortBy,
    orderBy: query.orderBy === 'desc' ? 'desc' : 'asc',
    cursor: cursor !== undefined,
    deep: cursor === undefined && (page - 1) * itemsPerPage >= LIST_TOTAL_EXACT_LIMIT,
    first: cursor !== undefined || page === 1,
  };
  const values: Record<string, unknown> = {
    term: `%${escapeLike(term)}%`,
    status: status ?? '',
    start: start ?? null,
    end: end ?? null,
    cursorValue: cursor?.value ?? null,
    cursorId: cursor?.id ?? 0,
    limit: itemsPerPage + 1,
    offset: cursor === undefined ? (page - 1) * itemsPerPage : 0,
  };
  const key = `invoices|${shape.term}|${shape.status}|${shape.start}|${shape.end}|${shape.sortBy ?? ''}|${shape.orderBy}|${shape.cursor}|${shape.deep}|${shape.first}`;
  return { shape, values, key };
}

/** The list's filters as one WHERE condition: q, status and the issue-date range. */
function invoiceWhere(shape: InvoiceShape, bind: Bind): SQL {
  const conditions: SQL[] = [];
  if (shape.term === 'match') conditions.push(sql`lower(${invoices.clientName} || E'\\n' || ${invoices.clientEmail} || E'\\n' || ${invoices.id}::text) like ${bind('term')}`);
  if (shape.term === 'never') conditions.push(sql`false`);
  if (shape.status !== 'none') conditions.push(shape.status === 'never' ? sql`false` : sql`${invoices.status} = ${bind('status')}`);
  if (shape.start) conditions.push(sql`${invoices.issuedDate} >= ${bind('start')}`);
  if (shape.end) conditions.push(sql`${invoices.issuedDate} <= ${bind('end')}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** The list's filters as one WHERE condition, with the values in it. */
export function invoiceFilters(query: InvoicesQuery): SQL {
  const { shape, values } = invoiceListPlan(query);
  return invoiceWhere(shape, inlineValues(values));
}

// the sort keys' expressions, built once (the list's shape asks for one on every request)
const INVOICE_SORT_KEYS: Record<NonNullable<InvoicesQuery['sortBy']>, SQL> = {
  client: sql`lower(${invoices.clientName})`,
  total: sql`${invoices.totalMinor}`,
  id: sql`${invoices.id}`,
  date: sql`${invoices.issuedDate}`,
  balance: sql`${invoices.balanceMinor}`,
};

/** The sort key's expression, or undefined for the default newest-first order (unknown keys too). */
function invoiceSortKey(sortBy: InvoicesQuery['sortBy']): SQL | undefined {
  return sortBy !== undefined && Object.hasOwn(INVOICE_SORT_KEYS, sortBy) ? INVOICE_SORT_KEYS[sortBy] : undefined;
}

/** ORDER BY: the sort key, then the id newest first (the unique tiebreaker, and the mock's order among equals). */
export function invoiceOrder(query: Pick<InvoicesQuery, 'sortBy' | 'orderBy'>): SQL {
  const direction = query.orderBy === 'desc' ? sql`desc` : sql`asc`;
  const key = invoiceSortKey(query.sortBy);
  if (key === undefined) return sql`${invoices.id} desc`;
  if (query.sortBy === 'id') return sql`${invoices.id} ${direction}`;
  return sql`${key} ${direction}, ${invoices.id} desc`;
}

/**
 * The rows that come after the cursor (its `cursorValue` and `cursorId`) in invoiceOrder's order.
 * Written as `key >= v and (key > v or id < last)` rather than an OR alone, so the sort key's index
 * starts its scan at the cursor.
 */
function invoiceAfter(query: Pick<InvoicesQuery, 'sortBy' | 'orderBy'>, bind: Bind): SQL {
  const key = invoiceSortKey(query.sortBy);
  const desc = query.orderBy === 'desc';
  const value = bind('cursorValue');
  const id = bind('cursorId');
  if (key === undefined || query.sortBy === 'id') return desc || key === undefined ? sql`${invoices.id} < ${id}` : sql`${invoices.id} > ${id}`;
  return desc ? sql`${key} <= ${value} and (${key} < ${value} or ${invoices.id} < ${id})` : sql`${key} >= ${value} and (${key} > ${value} or ${invoices.id} < ${id})`;
}

/** The rows that come after `cursor` in invoiceOrder's order, with the cursor's values in it. */
export function invoiceAfterCursor(query: Pick<InvoicesQuery, 'sortBy' | 'orderBy'>, cursor: ListCursor): SQL {
  return invoiceAfter(query, inlineValues({ cursorValue: cursor.value, cursorId: cursor.id }));
}

/**
 * listInvoices' statement for a shape: one row more than the page, with the capped count beside
 * each row (not on a deep page: a row there is the limit's + 1st match or later, so the count
 * could only say "past the limit", and it would read as many index entries again as the OFFSET
 * skips; an empty deep page is counted alone). The page is chosen first, in a subquery that reads only ids (an index-only scan over
 * the sort key's index, which ends in the id): a deep OFFSET then skips bare index entries, and only
 * the page's rows are read whole and get their lines.
 */
function invoicePage(ex: Executor, shape: InvoiceShape, bind: Bind) {
  const where = invoiceWhere(shape, bind);
  const sortKey = invoiceSortKey(shape.sortBy);
  const counted = cappedCount(invoices, where);
  const chosen = ex
    .select({ id: sql<number>`${invoices.id}`.as('page_id'), position: sql<number>`row_number() over (order by ${invoiceOrder(shape)})`.as('position') })
    .from(invoices)
    .where(shape.cursor ? and(where, invoiceAfter(shape, bind)) : where)
    .orderBy(invoiceOrder(shape))
    .limit(bind('limit') as number)
    .offset(offsetOf(shape.first, bind))
    .as('page');
  const statement = ex
    .select({ ...getTableColumns(invoices), lines: linesOf, matched: shape.deep ? sql<number>`${sql.raw(String(LIST_TOTAL_EXACT_LIMIT + 1))}` : counted, sortValue: sql<string>`(${sortKey ?? invoices.id})::text` })
    .from(chosen)
    .innerJoin(invoices, eq(invoices.id, chosen.id))
    .orderBy(chosen.position);
  return { statement, counted };
}

/** listInvoices' statement with its values in it, not yet run (a test asks PostgreSQL for its plan). */
export function invoicePageStatement(ex: Executor, query: InvoicesQuery, cursor: ListCursor | undefined, page: number, itemsPerPage: number) {
  const { shape, values } = invoiceListPlan(query, cursor, page, itemsPerPage);
  return invoicePage(ex, shape, inlineValues(values));
}

/**
 * GET /api/apps/invoice as one statement: the filters in WHERE, the sort in ORDER BY with the id
 * as tiebreaker, the page by LIMIT/OFFSET (or, with a keyset cursor, by where the last page ended),
 * each invoice's lines aggregated beside it, and the number of matches counted in the same
 * statement up to LIST_TOTAL_EXACT_LIMIT + 1 (past it the answer says totalExact: false). One row
 * more than the page is read to know whether a next cursor is due. A page past the last is empty
 * (SPEC §9: invoices do not reset). Undefined: `after` is not a cursor of this sort (a 400). The
 * statement is built once per shape and prepared (db/shaped.ts).
 */
export async function listInvoices(ex: Executor, query: InvoicesQuery): Promise<InvoicesResponse | undefined> {
  const cursor = cursorForSort(query.after, query.sortBy, query.orderBy);
  const sortKey = invoiceSortKey(query.sortBy);
  if (cursor === 'invalid') return undefined;
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const { shape, values, key } = invoiceListPlan(query, cursor, page, itemsPerPage);
  const rows = await runShaped(ex, key, values, (bind) => invoicePage(ex, shape, bind).statement);
  // an empty page (past the last) says how many match by the count alone, built as a one-off
  const { total, exact } = await pageTotal(ex, rows, () => invoicePage(ex, shape, inlineValues(values)).counted);
  const shown = rows.slice(0, itemsPerPage);
  const last = shown.at(-1);
  return {
    invoices: shown.map(({ lines, matched: _m, sortValue: _s, ...row }) => toInvoice(row, lines)),
    totalInvoices: total,
    ...(exact ? {} : { totalExact: false }),
    ...(rows.length > itemsPerPage && last
      ? { nextCursor: encodeListCursor({ sortBy: sortKey !== undefined && query.sortBy !== undefined ? query.sortBy : '', orderBy: query.orderBy === 'desc' ? 'desc' : 'asc', value: last.sortValue, id: last.id }) }
      : {}),
  };
}

/** The stat cards as one aggregate: distinct clients, count, money received and still owed. */
export async function invoiceStats(ex: Executor): Promise<InvoiceStats> {
  const [row] = await ex
    .select({
      clients: sql<number>`count(distinct ${invoices.clientId})::int`,
      invoices: sql<number>`count(*)::int`,
      paid: sql<string>`coalesce(sum(${invoices.totalMinor} - ${invoices.balanceMinor}), 0)::bigint`,
      unpaid: sql<string>`coalesce(sum(greatest(${invoices.balanceMinor}, 0)), 0)::bigint`,
    })
    .from(invoices);
  return { clients: Number(row?.clients ?? 0), invoices: Number(row?.invoices ?? 0), paid: fromMinor(Number(row?.paid ?? 0)), unpaid: fromMinor(Number(row?.unpaid ?? 0)) };
}

/** The first invoices' clients, as billed (the create form's suggestions). */
export async function invoiceClients(ex: Executor): Promise<InvoiceClient[]> {
  const rows = await ex.select().from(invoices).orderBy(asc(invoices.id)).limit(INVOICE_CLIENTS_LIMIT);
  return rows.map((row) => toInvoice(row, null).client);
}

/** One invoice with its lines; `lock`: FOR UPDATE (inside a write's transaction). */
export async function findInvoice(ex: Executor, id: number, { lock = false } = {}): Promise<Invoice | undefined> {
  const statement = (bind: Bind) => ex.select({ ...getTableColumns(invoices), lines: linesOf }).from(invoices).where(eq(invoices.id, bind('id') as number));
  // the plain read is prepared once (db/shaped.ts); the locked one runs inside a write's transaction
  const [row] = lock ? await statement(inlineValues({ id })).for('update') : await runShaped(ex, 'invoice', { id }, statement);
  if (!row) return undefined;
  const { lines, ...invoice } = row;
  return toInvoice(invoice, lines);
}

/** The client's row of a billing email (any case), made or brought up to date with these details. */
async function upsertClient(ex: Executor, client: InvoiceClient): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await ex.execute(sql`
      insert into ${clients} (name, company, email, address, country, contact)
      values (${client.name}, ${client.company}, ${client.companyEmail}, ${client.address}, ${client.country}, ${client.contact})
      on conflict (lower(email)) do update set name = excluded.name, company = excluded.company, email = excluded.email,
        address = excluded.address, country = excluded.country, contact = excluded.contact, version = ${clients.version} + 1
      returning id`),
  );
  if (!row) throw new Error('clients: no row');
  return Number(row.id);
}

async function writeLines(ex: Executor, invoiceId: number, items: readonly InvoiceItem[]): Promise<void> {
  await ex.delete(invoiceLineItems).where(eq(invoiceLineItems.invoiceId, invoiceId));
  if (items.length > 0) await ex.insert(invoiceLineItems).values(items.map((item, index) => ({ invoiceId, position: index + 1, ...item })));
}

/** The stored columns of a validated body: the client as billed, and the totals from the lines (money.ts). */
function fieldsOf(input: InvoiceInput, clientId: number, paidMinor: number) {
  const { total, balance } = computeTotals(input.items, input.discountBasisPoints, input.taxBasisPoints, paidMinor);
  return {
    clientId,
    clientName: input.client.name,
    clientCompany: input.client.company,
    clientEmail: input.client.companyEmail,
    clientAddress: input.client.address,
    clientCountry: input.client.country,
    clientContact: input.client.contact,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    service: input.items[0]?.description ?? '',
    totalMinor: total,
    balanceMinor: balance,
    discountBasisPoints: input.discountBasisPoints,
    taxBasisPoints: input.taxBasisPoints,
    note: input.note,
    salesperson: input.salesperson,
  };
}

/** POST: a new Draft invoice with the sequence's next id; nothing is paid yet, so balance = total. */
export async function createInvoice(ex: Executor, input: InvoiceInput): Promise<Invoice> {
  const clientId = await upsertClient(ex, input.client);
  const [row] = await ex
    .insert(invoices)
    .values({ ...fieldsOf(input, clientId, 0), avatar: '', status: 'Draft' })
    .returning();
  if (!row) throw new Error('invoices: no row');
  await writeLines(ex, row.id, input.items);
  return toInvoice(row, input.items);
}

export type WriteResult = { ok: true; invoice: Invoice } | { ok: false; reason: 'missing' } | { ok: false; reason: 'stale'; version: number };

/**
 * The client's id of a billing email (any case) as a statement's CTEs: the row as it is when it
 * already holds these details (read, not locked: an unchanged client costs no row lock, so the
 * invoices of one client do not queue behind each other), else made or brought up to date. The
 * upsert runs only when the read found nothing; under a concurrent create of the same email the
 * unique index makes the second one update the first's row.
 */
function clientIdOf(ex: Executor, client: InvoiceClient) {
  const found = ex.$with('found_client').as(
    ex
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          sql`lower(${clients.email}) = lower(${client.companyEmail})`,
          eq(clients.email, client.companyEmail),
          eq(clients.name, client.name),
          eq(clients.company, client.company),
          eq(clients.address, client.address),
          eq(clients.country, client.country),
          eq(clients.contact, client.contact),
        ),
      )
      .limit(1),
  );
  const upserted = ex.$with('upserted_client', { id: sql<number>`id`.as('id') }).as(sql`
    insert into ${clients} (name, company, email, address, country, contact)
    select ${client.name}, ${client.company}, ${client.companyEmail}, ${client.address}, ${client.country}, ${client.contact}
    where not exists (select 1 from ${found})
    on conflict (lower(email)) do update set name = excluded.name, company = excluded.company, email = excluded.email,
      address = excluded.address, country = excluded.country, contact = excluded.contact, version = ${clients.version} + 1
    returning id`);
  return { ctes: [found, upserted] as const, id: sql<number>`coalesce((select id from ${found}), (select id from ${upserted}))` };
}

/**
 * An invoice's lines made `items`, as CTEs of the statement that writes the invoice: each position
 * upserted (a line that did not change is not rewritten) and the positions past the last deleted.
 * The two touch different positions, so their order inside the statement does not matter.
 */
function linesWrite(ex: Executor, invoiceId: number, items: readonly InvoiceItem[]) {
  const upserted = ex.$with('upserted_lines').as(
    ex
      .insert(invoiceLineItems)
      .values(items.map((item, index) => ({ invoiceId, position: index + 1, description: item.description, details: item.details, unitPriceMinor: item.unitPriceMinor, quantity: item.quantity })))
      .onConflictDoUpdate({
        target: [invoiceLineItems.invoiceId, invoiceLineItems.position],
        set: { description: sql`excluded.description`, details: sql`excluded.details`, unitPriceMinor: sql`excluded.unit_price_minor`, quantity: sql`excluded.quantity` },
        setWhere: sql`(${invoiceLineItems.description}, ${invoiceLineItems.details}, ${invoiceLineItems.unitPriceMinor}, ${invoiceLineItems.quantity}) is distinct from (excluded.description, excluded.details, excluded.unit_price_minor, excluded.quantity)`,
      })
      .returning({ id: invoiceLineItems.id }),
  );
  const removed = ex.$with('removed_lines').as(
    ex
      .delete(invoiceLineItems)
      .where(and(eq(invoiceLineItems.invoiceId, invoiceId), sql`${invoiceLineItems.position} > ${items.length}`))
      .returning({ id: invoiceLineItems.id }),
  );
  return [upserted, removed] as const;
}

/**
 * PUT: replaces the content of the invoice, locked for the transaction; what was already paid
 * stays paid, so the balance moves with the total. A `version` older than the row's is 'stale'.
 * Two statements (decision 0034): the row locked and read (the columns the rules need), then the
 * client, the invoice and its lines written in one statement of CTEs, so the row lock is held for
 * one round trip and the commit, not for one per table.
 */
export async function updateInvoice(ex: Executor, id: number, input: InvoiceInput): Promise<WriteResult> {
  const [current] = await ex
    .select({ version: invoices.version, status: invoices.status, totalMinor: invoices.totalMinor, balanceMinor: invoices.balanceMinor })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update');
  if (!current) return { ok: false, reason: 'missing' };
  if (input.version !== undefined && input.version !== current.version) return { ok: false, reason: 'stale', version: current.version };
  const client = clientIdOf(ex, input.client);
  const paid = Number(current.totalMinor) - Number(current.balanceMinor);
  const { clientId: _unknownYet, ...fields } = fieldsOf(input, 0, paid);
  const [row] = await ex
    .with(...client.ctes, ...linesWrite(ex, id, input.items))
    .update(invoices)
    .set({
      ...fields,
      clientId: client.id,
      status: invoiceStatusAfterBalance(fields.totalMinor, fields.balanceMinor, current.status as Invoice['invoiceStatus']),
      version: sql`${invoices.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.id, id), eq(invoices.version, current.version)))
    .returning();
  if (!row) throw new Error('invoices: the locked row did not update');
  return { ok: true, invoice: toInvoice(row, input.items) };
}

/** A payment: its row, and the invoice's balance and status moved in the same transaction. */
export async function addPayment(ex: Executor, id: number, input: PaymentInput): Promise<WriteResult> {
  const current = await findInvoice(ex, id, { lock: true });
  if (!current) return { ok: false, reason: 'missing' };
  const { total, balance } = invoiceTotals(current, input.amountMinor);
  await ex.insert(payments).values({ invoiceId: id, amountMinor: input.amountMinor, paidOn: input.date, method: input.method, note: input.note });
  const [row] = await ex
    .update(invoices)
    .set({ balanceMinor: balance, status: invoiceStatusAfterBalance(total, balance, current.invoiceStatus), version: sql`${invoices.version} + 1`, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  if (!row) throw new Error('invoices: the locked row did not update');
  const invoice = toInvoice(row, current.items ?? null);
  // the payment that clears the balance tells the administrators, in its transaction (decision 0026)
  if (invoice.invoiceStatus === 'Paid' && current.invoiceStatus !== 'Paid') await notifyAdmins(ex, 'invoicePaid', invoicePaidNotice(invoice));
  return { ok: true, invoice };
}

/** Sending marks a Draft (or Downloaded) invoice as Sent; the others are answered as they are. */
export async function markSent(ex: Executor, id: number): Promise<WriteResult> {
  const current = await findInvoice(ex, id, { lock: true });
  if (!current) return { ok: false, reason: 'missing' };
  const next = invoiceStatusAfterSend(current.invoiceStatus);
  if (next === current.invoiceStatus) return { ok: true, invoice: current };
  const [row] = await ex
    .update(invoices)
    .set({ status: next, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  if (!row) throw new Error('invoices: the locked row did not update');
  return { ok: true, invoice: toInvoice(row, current.items ?? null) };
}

/** A copy with the next id, issued today with the same terms, unpaid, as a Draft (its lines copied). */
export async function duplicateInvoice(ex: Executor, id: number): Promise<WriteResult> {
  const [source] = await ex.select().from(invoices).where(eq(invoices.id, id));
  if (!source) return { ok: false, reason: 'missing' };
  const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...copied } = source;
  const issued = todayIso();
  const [row] = await ex
    .insert(invoices)
    .values({ ...copied, issuedDate: issued, dueDate: addDaysIso(issued, invoiceTermDays(source)), balanceMinor: source.totalMinor, status: 'Draft' })
    .returning();
  if (!row) throw new Error('invoices: no row');
  await ex.execute(sql`
    insert into ${invoiceLineItems} (invoice_id, position, description, details, unit_price_minor, quantity)
    select ${row.id}, position, description, details, unit_price_minor, quantity from ${invoiceLineItems} where invoice_id = ${id}`);
  return { ok: true, invoice: (await findInvoice(ex, row.id)) ?? toInvoice(row, null) };
}

/** Deletes the invoice (its lines and payments go with it: ON DELETE CASCADE); false when there was none. */
export async function deleteInvoice(ex: Executor, id: number): Promise<boolean> {
  const gone = await ex.delete(invoices).where(eq(invoices.id, id)).returning({ id: invoices.id });
  return gone.length > 0;
}
