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
import type { z } from 'zod';
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

  /**
   * A write's path id and its validated body, or the answer that refuses it, in the mock's order:
   * malformed JSON, then the §8 404, then the body's field errors. A valid body goes straight to the
   * write, whose locked read answers the 404 (no read of the invoice before the transaction); only an
   * invalid one asks whether the invoice exists, to answer the 404 before its field errors.
   */
  async function idAndValid<S extends z.ZodType>(c: Context, schema: S): Promise<{ id: number; value: z.output<S> } | Response> {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const id = idOf(c.req.param('id'));
    if (id === undefined) return invoiceNotFound();
    const parsed = validate(schema, body.value);
    if (parsed.ok) return { id, value: parsed.value };
    if (parsed.reason !== 'invalid' || !(await findInvoice(db, id))) return invoiceNotFound();
    return fieldErrors(parsed.errors);
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
    const read = await idAndValid(c, invoiceInputSchema);
    if (read instanceof Response) return read;
    return answerWrite(await db.transaction((tx) => updateInvoice(tx, read.id, read.value)));
  });

  serve('POST', 'invoicePayments', async (c) => {
    const read = await idAndValid(c, invoicePaymentSchema);
    if (read instanceof Response) return read;
    return answerWrite(await db.transaction((tx) => addPayment(tx, read.id, read.value)), 201);
  });

  serve('POST', 'invoiceSend', async (c) => {
    const read = await idAndValid(c, sendInvoiceSchema);
    if (read instanceof Response) return read;
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
