import { API_PATHS, INVALID_CURSOR_MESSAGE, invoicesQuerySchema, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, type StaleWrite } from '@atrium/api';
import { HttpResponse } from 'msw';
import type { Invoice } from '@atrium/api';
import {
  addInvoice,
  addInvoicePayment,
  deleteInvoice,
  duplicateInvoice,
  getInvoice,
  invoiceStats,
  listInvoiceClients,
  listInvoices,
  sendInvoice,
  updateInvoice,
} from '../services/invoice';
import type { Outcome } from '../services/common';
import { getDb, saveDb } from '../store/store';
import { fieldErrors, idParam, invalidResponse, malformedJson, noContent, parseQuery, readJson, route, type RouteInfo } from './http';

const invoiceNotFound = () => HttpResponse.json('No invoice found with this id', { status: 404 });

/** Answers a mutation's outcome: the invoice (with `status`), 400 field errors, a stale edit's 409 or the §8 404. */
function answer(outcome: Outcome<Invoice>, status = 200): Response {
  if (outcome.ok) {
    saveDb();
    return HttpResponse.json(outcome.value, { status });
  }
  if (outcome.reason === 'stale') return HttpResponse.json({ message: STALE_WRITE_MESSAGE, version: outcome.version } satisfies StaleWrite, { status: STALE_WRITE_STATUS });
  return invalidResponse(outcome) ?? invoiceNotFound();
}

function withBody(run: (info: RouteInfo, body: unknown) => Outcome<Invoice>, status = 200) {
  return async (info: RouteInfo) => {
    const body = await readJson(info.request);
    if (!body.ok) return malformedJson();
    return answer(run(info, body.value), status);
  };
}

// `clients` and `stats` are registered before `:id` so they are never read as an invoice id.
export const invoiceHandlers = [
  route('get', API_PATHS.invoiceClients, () => HttpResponse.json(listInvoiceClients(getDb()))),
  route('get', API_PATHS.invoiceStats, () => HttpResponse.json(invoiceStats(getDb()))),
  route('get', API_PATHS.invoices, ({ request }) => {
    const list = listInvoices(getDb(), parseQuery(invoicesQuerySchema, request));
    return list ? HttpResponse.json(list) : fieldErrors({ after: [INVALID_CURSOR_MESSAGE] });
  }),
  route('post', API_PATHS.invoices, withBody((_, body) => addInvoice(getDb(), body), 201)),
  route('get', API_PATHS.invoice, ({ params }) => {
    const detail = getInvoice(getDb(), idParam(params));
    return detail ? HttpResponse.json(detail) : invoiceNotFound();
  }),
  route('put', API_PATHS.invoice, withBody(({ params }, body) => updateInvoice(getDb(), idParam(params), body))),
  route('post', API_PATHS.invoicePayments, withBody(({ params }, body) => addInvoicePayment(getDb(), idParam(params), body), 201)),
  route('post', API_PATHS.invoiceSend, withBody(({ params }, body) => sendInvoice(getDb(), idParam(params), body))),
  route('post', API_PATHS.invoiceDuplicate, ({ params }) => answer(duplicateInvoice(getDb(), idParam(params)), 201)),
  route('delete', API_PATHS.invoice, ({ params }) => {
    if (!deleteInvoice(getDb(), idParam(params))) return HttpResponse.json({ error: 'Something went wrong' }, { status: 404 });
    saveDb();
    return noContent();
  }),
];
