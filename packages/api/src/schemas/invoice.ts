import { z } from 'zod';
import { listCursorParamSchema } from '../list-cursor';
import { pageQuerySchema, queryFilterSchema, searchTermSchema, sortQuerySchema, strictBody } from './common';

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

const isoDate = z.string().max(10, 'Expected YYYY-MM-DD').regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD');

/** One line of an invoice; money in integer cents (see money.ts). */
export const invoiceItemSchema = z.object({
  description: z.string().trim().min(1, 'Item is required').max(200),
  details: z.string().max(1_000).default(''),
  unitPriceMinor: z.number().int('Price must be whole cents').min(0, 'Price cannot be negative').max(1_000_000_000),
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(100_000),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
export type InvoiceItemInput = z.input<typeof invoiceItemSchema>;

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
  /** present on invoices made or edited in the app; seeded invoices carry only `service` and `total` */
  items: z.array(invoiceItemSchema).optional(),
  discountBasisPoints: z.number().int().optional(),
  taxBasisPoints: z.number().int().optional(),
  note: z.string().optional(),
  salesperson: z.string().optional(),
  /**
   * Moves on every change of the invoice. A PUT that sends the version it read is refused with 409
   * (staleWriteSchema, as for users) when someone changed the invoice since.
   */
  version: z.number().int().min(1),
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
  status: queryFilterSchema,
  /** sent as selectedDateRange[start] and selectedDateRange[end]; a bad date is ignored */
  selectedDateRange: z
    .object({ start: isoDate.optional().catch(undefined), end: isoDate.optional().catch(undefined) })
    .catch({}),
  ...pageQuerySchema.shape,
  ...sortQuerySchema(INVOICE_SORT_KEYS).shape,
  /** a keyset cursor (a previous answer's nextCursor): the page starts after it and `page` is ignored */
  after: listCursorParamSchema,
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  /** exact up to LIST_TOTAL_EXACT_LIMIT matches; past it, that limit with totalExact false */
  totalInvoices: z.number().int(),
  /** false: more invoices match than totalInvoices says (shown as "10,000+"); absent or true: exact */
  totalExact: z.boolean().optional(),
  /** present when more invoices follow this page: send it as `after` for the next one (exports, deep pages) */
  nextCursor: z.string().optional(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;
export const invoiceClientsResponseSchema = z.array(invoiceClientSchema).max(INVOICE_CLIENTS_LIMIT);
export type InvoiceClientsResponse = z.infer<typeof invoiceClientsResponseSchema>;

const requiredIsoDate = z.string().max(10, 'Pick a date').regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date');

/** POST/PUT body: the server computes total and balance from the lines (money.ts). */
export const invoiceInputSchema = z
  .strictObject({
    issuedDate: requiredIsoDate,
    dueDate: requiredIsoDate,
    client: z.strictObject({
      name: z.string().trim().min(1, 'Client name is required').max(200),
      company: z.string().max(200),
      companyEmail: z.email('Invalid email').max(320),
      address: z.string().max(500),
      country: z.string().max(100),
      contact: z.string().max(50),
    }),
    items: z.array(strictBody(invoiceItemSchema)).min(1, 'Add at least one item').max(100),
    discountBasisPoints: z.number().int().min(0, 'Discount cannot be negative').max(10_000, 'Discount cannot exceed 100%').default(0),
    taxBasisPoints: z.number().int().min(0, 'Tax cannot be negative').max(10_000, 'Tax cannot exceed 100%').default(0),
    note: z.string().max(2_000).default(''),
    salesperson: z.string().max(200).default(''),
    /** PUT: the version of the invoice the edit started from (invoiceSchema.version); absent: last write wins. Ignored by POST. */
    version: z.number().int().min(1).optional(),
  })
  .refine((v) => v.dueDate >= v.issuedDate, { message: 'Due date cannot be before the issue date', path: ['dueDate'] });
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const PAYMENT_METHODS_INVOICE = ['Cash', 'Bank Transfer', 'Debit Card', 'Credit Card', 'Paypal'] as const;
export const invoicePaymentSchema = z.strictObject({
  amountMinor: z.number().int('Amount must be whole cents').min(1, 'Amount must be positive').max(1_000_000_000),
  date: requiredIsoDate,
  method: z.enum(PAYMENT_METHODS_INVOICE),
  note: z.string().max(1_000).default(''),
});
export type InvoicePaymentInput = z.input<typeof invoicePaymentSchema>;

export const sendInvoiceSchema = z.strictObject({
  to: z.email('Invalid email').max(320),
  subject: z.string().trim().min(1, 'Subject is required').max(300),
  message: z.string().max(5_000).default(''),
});
export type SendInvoiceInput = z.input<typeof sendInvoiceSchema>;

/** The list page's stat cards, over every invoice. Money in dollars, like Invoice.total. */
export const invoiceStatsSchema = z.object({
  clients: z.number().int(),
  invoices: z.number().int(),
  paid: z.number(),
  unpaid: z.number(),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;
