import { API_PATHS, invoicesQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { deleteInvoice, getInvoice, listInvoiceClients, listInvoices } from '../services/invoice';
import { getDb, saveDb } from '../store/store';
import { idParam, noContent, parseQuery, route } from './http';

// `clients` is registered before `:id` so it is never read as an invoice id.
export const invoiceHandlers = [
  route('get', API_PATHS.invoiceClients, () => HttpResponse.json(listInvoiceClients(getDb()))),
  route('get', API_PATHS.invoices, ({ request }) => HttpResponse.json(listInvoices(getDb(), parseQuery(invoicesQuerySchema, request)))),
  route('get', API_PATHS.invoice, ({ params }) => {
    const detail = getInvoice(getDb(), idParam(params));
    return detail ? HttpResponse.json(detail) : HttpResponse.json('No invoice found with this id', { status: 404 });
  }),
  route('delete', API_PATHS.invoice, ({ params }) => {
    if (!deleteInvoice(getDb(), idParam(params))) return HttpResponse.json({ error: 'Something went wrong' }, { status: 404 });
    saveDb();
    return noContent();
  }),
];
