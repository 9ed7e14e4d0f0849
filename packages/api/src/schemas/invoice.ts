import { z } from 'zod';
import { pageQuerySchema, searchTermSchema, sortQuerySchema } from './common';

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const INVOICE_CLIENTS_LIMIT = 5;

export const invoiceClientSchema = z.object({
  name: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
});
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD');

export const invoiceSchema = z.object({
  id: z.number().int(),
  issuedDate: isoDate,
  dueDate: isoDate,
  client: invoiceClientSchema,
  service: z.string(),
  total: z.number(),
  /** negative when the client overpaid */
  balance: z.number(),
  avatar: z.string(),
  invoiceStatus: invoiceStatusSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentDetailsSchema = z.object({
  totalDue: z.string(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const invoiceDetailResponseSchema = z.object({ invoice: invoiceSchema, paymentDetails: paymentDetailsSchema });
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponseSchema>;

export const dateRangeSchema = z.object({ start: isoDate.optional(), end: isoDate.optional() });
export type DateRange = z.infer<typeof dateRangeSchema>;

export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const;
export const invoicesQuerySchema = z.object({
  q: searchTermSchema,
  status: z.string().optional().catch(undefined),
  /** sent as selectedDateRange[start] and selectedDateRange[end]; a bad date is ignored */
  selectedDateRange: z
    .object({ start: isoDate.optional().catch(undefined), end: isoDate.optional().catch(undefined) })
    .catch({}),
  ...pageQuerySchema.shape,
  ...sortQuerySchema(INVOICE_SORT_KEYS).shape,
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema), totalInvoices: z.number().int() });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;
export const invoiceClientsResponseSchema = z.array(invoiceClientSchema).max(INVOICE_CLIENTS_LIMIT);
export type InvoiceClientsResponse = z.infer<typeof invoiceClientsResponseSchema>;
