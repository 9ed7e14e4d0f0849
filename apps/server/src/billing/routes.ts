// The invoice calls of the contract answered from the billing tables (decision 0021): the list as
// one SQL statement, the stats as one aggregate, and each write in its own transaction touching
// only its rows, under PostgreSQL's row locks; none takes the documents' write lock. The answers
// are the mock's (same validation, same messages, same order of checks: malformed JSON, then the
// §8 404, then the body's field errors, then a stale version's 409).
import {
  INVALID_CURSOR_MESSAGE,
  invoiceInputSchema,
  invoicePaymentSchema,
  invoicePaymentDetails,
  invoicesQuerySchema,
  sendInvoiceSchema,
  STALE_WRITE_MESSAGE,
  STALE_WRITE_STATUS,
  type StaleWrite,
} from '@atrium/api';
import { parseQuery, readJson, validate } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { contractRoutes, fieldErrors, json, malformedJson } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { addPayment, createInvoice, deleteInvoice, duplicateInvoice, findInvoice, invoiceClients, invoiceStats, listInvoices, markSent, updateInvoice, type WriteResult } from './queries';

export interface BillingOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

const NOT_FOUND = 'No invoice found with this id';
const invoiceNotFound = () => json(NOT_FOUND, 404);

/** A path id the tables can hold (an integer column); anything else names no invoice. */
function idOf(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

function answerWrite(result: WriteResult, status = 200): Response {
  if (result.ok) return json(result.invoice, status);
  if (result.reason === 'stale') return json({ message: STALE_WRITE_MESSAGE, version: result.version } satisfies StaleWrite, STALE_WRITE_STATUS);
  return invoiceNotFound();
}

export function registerBilling(app: Hono, options: BillingOptions): void {
  const { db, sessions } = options;

  const serve = contractRoutes(app, sessions, options.finish);

  /** A write's path id and JSON body, or the answer that refuses it first (malformed JSON, then the §8 404). */
  async function idAndBody(c: Context): Promise<{ id: number; body: unknown } | Response> {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await findInvoice(db, id))) return invoiceNotFound();
    return { id, body: body.value };
  }

  // `clients` and `stats` are registered before `:id`, so they are never read as an invoice id
  serve('GET', 'invoiceClients', async () => json(await invoiceClients(db)));
  serve('GET', 'invoiceStats', async () => json(await invoiceStats(db)));
  serve('GET', 'invoices', async (c) => {
    const list = await listInvoices(db, parseQuery(invoicesQuerySchema, c.req.raw));
    return list ? json(list) : fieldErrors({ after: [INVALID_CURSOR_MESSAGE] });
  });

  serve('POST', 'invoices', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(invoiceInputSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : invoiceNotFound();
    return json(await db.transaction((tx) => createInvoice(tx, parsed.value)), 201);
  });

  serve('GET', 'invoice', async (c) => {
    const id = idOf(c.req.param('id'));
    const invoice = id === undefined ? undefined : await findInvoice(db, id);
    return invoice ? json({ invoice, paymentDetails: invoicePaymentDetails(invoice) }) : invoiceNotFound();
  });

  serve('PUT', 'invoice', async (c) => {
    const read = await idAndBody(c);
    if (read instanceof Response) return read;
    const parsed = validate(invoiceInputSchema, read.body);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : invoiceNotFound();
    return answerWrite(await db.transaction((tx) => updateInvoice(tx, read.id, parsed.value)));
  });

  serve('POST', 'invoicePayments', async (c) => {
    const read = await idAndBody(c);
    if (read instanceof Response) return read;
    const parsed = validate(invoicePaymentSchema, read.body);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : invoiceNotFound();
    return answerWrite(await db.transaction((tx) => addPayment(tx, read.id, parsed.value)), 201);
  });

  serve('POST', 'invoiceSend', async (c) => {
    const read = await idAndBody(c);
    if (read instanceof Response) return read;
    const parsed = validate(sendInvoiceSchema, read.body);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : invoiceNotFound();
    return answerWrite(await db.transaction((tx) => markSent(tx, read.id)));
  });

  serve('POST', 'invoiceDuplicate', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined) return invoiceNotFound();
    return answerWrite(await db.transaction((tx) => duplicateInvoice(tx, id)), 201);
  });

  serve('DELETE', 'invoice', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await deleteInvoice(db, id))) return json({ error: 'Something went wrong' }, 404);
    return new Response(null, { status: 204 });
  });
}
