// Billing as relational tables (issue 32, decision 0021): the clients invoices are made out to,
// the invoices, their lines and the payments received. drizzle-kit generates the migrations from
// these definitions (`pnpm --filter @atrium/server db:generate`, drizzle.config.ts).
//
// Money is integer minor units (cents) with a currency, never floats: the contract's dollars
// (`Invoice.total`, `balance`) are `fromMinor(total_minor)` at the edge. An invoice keeps the
// client's details as they were billed (an invoice is an accounting record: a later change of
// the client's address must not rewrite past invoices) and points at the client's row, one per
// billing email, which the stats count and which cannot be deleted while invoices name it.
import { INVOICE_STATUSES, PAYMENT_METHODS_INVOICE } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
const currencyCheck = (column: AnyPgColumn): SQL => sql`${column} ~ '^[A-Z]{3}$'`;

/** Whom invoices are made out to: one row per billing email (any case), with its latest details. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    country: text('country').notNull().default(''),
    contact: text('contact').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_email_key').on(sql`lower(${t.email})`), index('clients_by_name').on(sql`lower(${t.name})`, t.id)],
);

/** The contract's Invoice, one column per field; the client as billed, and a version. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** the client's row; RESTRICT: a client who has invoices cannot be deleted (decision 0021) */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    // the client as billed on this invoice (Invoice.client)
    clientName: text('client_name').notNull(),
    clientCompany: text('client_company').notNull().default(''),
    clientEmail: text('client_email').notNull(),
    clientAddress: text('client_address').notNull().default(''),
    clientCountry: text('client_country').notNull().default(''),
    clientContact: text('client_contact').notNull().default(''),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    service: text('service').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    /** computeTotals' total of the lines, discount and tax, in cents */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** total − what was received, in cents; negative is a credit to the client */
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    // null: the stored invoice had no such field (older records carry only service and total)
    discountBasisPoints: integer('discount_basis_points'),
    taxBasisPoints: integer('tax_basis_points'),
    note: text('note'),
    salesperson: text('salesperson'),
    avatar: text('avatar').notNull().default(''),
    status: text('status').notNull(),
    /** moves on every write: a PUT naming an older one is answered 409 (decisions 0020, 0021) */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_currency_check', currencyCheck(t.currency)),
    check('invoices_dates_check', sql`${t.dueDate} >= ${t.issuedDate}`),
    check('invoices_total_check', sql`${t.totalMinor} >= 0`),
    check('invoices_discount_check', sql`${t.discountBasisPoints} between 0 and 10000`),
    check('invoices_tax_check', sql`${t.taxBasisPoints} between 0 and 10000`),
    check('invoices_version_check', sql`${t.version} > 0`),
    // one index per sort key and filter of the list, each ending in the id (the tiebreaker)
    index('invoices_by_client_name').on(sql`lower(${t.clientName})`, t.id),
    index('invoices_by_total').on(t.totalMinor, t.id),
    index('invoices_by_issued').on(t.issuedDate, t.id),
    index('invoices_by_balance').on(t.balanceMinor, t.id),
    index('invoices_by_status').on(t.status, t.id),
    // the status filter with each sort: one index range per status, already in the sort's order.
    // Without them a filtered, sorted page walks the sort key's index and throws away the other
    // statuses (1M invoices, Paid by total: 385,213 rows read and dropped for a page of 10, 661 ms)
    index('invoices_by_status_client_name').on(t.status, sql`lower(${t.clientName})`, t.id),
    index('invoices_by_status_total').on(t.status, t.totalMinor, t.id),
    index('invoices_by_status_issued').on(t.status, t.issuedDate, t.id),
    index('invoices_by_status_balance').on(t.status, t.balanceMinor, t.id),
    // a client's invoices (and the foreign key's check when a client row goes)
    index('invoices_by_client').on(t.clientId, t.id),
    // `q`: a substring of the client's name, email or the id, any case (pg_trgm serves LIKE '%…%');
    // the fields are joined by a line break, which a search term never holds (src/billing/queries.ts)
    index('invoices_search').using('gin', sql`(lower(${t.clientName} || E'\\n' || ${t.clientEmail} || E'\\n' || ${t.id}::text)) gin_trgm_ops`),
  ],
);

/** An invoice's lines, in order. */
export const invoiceLineItems = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull().default(''),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('invoice_lines_price_check', sql`${t.unitPriceMinor} >= 0`),
    check('invoice_lines_quantity_check', sql`${t.quantity} >= 1`),
    uniqueIndex('invoice_lines_position_key').on(t.invoiceId, t.position),
  ],
);

/** Money received against an invoice (POST …/payments); the invoice's balance moves in the same transaction. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
    check('payments_currency_check', currencyCheck(t.currency)),
    check('payments_method_check', oneOf(t.method, PAYMENT_METHODS_INVOICE)),
    index('payments_by_invoice').on(t.invoiceId, t.id),
  ],
);

export const billing = { clients, invoices, invoiceLineItems, payments };
