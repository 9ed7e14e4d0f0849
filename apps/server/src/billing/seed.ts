// An empty database's invoices: the seed's invoices written into the billing tables (decision
// 0021), as migrations/0024_billing_from_documents.sql moves an existing database's. Ids are the
// seed's; each table's identity sequence then continues after the highest.
import { toMinor, type Invoice } from '@atrium/api';
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { clients, invoiceLineItems, invoices, payments } from '../db/billing';
import type { Executor } from '../db/executor';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The seed without what the billing tables hold (the documents' share). */
export function withoutBilling(data: Db): Db {
  return { ...data, invoices: [] };
}

/** Removes every invoice, line, payment and client (reset to the seed). */
export async function clearBilling(ex: Executor): Promise<void> {
  await ex.delete(payments);
  await ex.delete(invoiceLineItems);
  await ex.delete(invoices);
  await ex.delete(clients);
}

/** The client row of each billing email (any case): the details of its latest invoice. */
function clientsOf(list: readonly Invoice[]): Map<string, Invoice['client']> {
  const byEmail = new Map<string, Invoice['client']>();
  for (const invoice of list) byEmail.set(invoice.client.companyEmail.toLowerCase(), invoice.client);
  return byEmail;
}

/** Writes the seed's invoices, their clients and lines. */
export async function seedBilling(ex: Executor, data: Db): Promise<void> {
  const byEmail = clientsOf(data.invoices);
  const clientIds = new Map<string, number>();
  for (const part of chunks([...byEmail])) {
    const rows = await ex
      .insert(clients)
      .values(part.map(([, c]) => ({ name: c.name, company: c.company, email: c.companyEmail, address: c.address, country: c.country, contact: c.contact })))
      .returning({ id: clients.id, email: clients.email });
    for (const row of rows) clientIds.set(row.email.toLowerCase(), row.id);
  }
  for (const part of chunks(data.invoices)) {
    await ex.insert(invoices).values(
      part.map((i) => ({
        id: i.id,
        clientId: clientIds.get(i.client.companyEmail.toLowerCase()) ?? 0,
        clientName: i.client.name,
        clientCompany: i.client.company,
        clientEmail: i.client.companyEmail,
        clientAddress: i.client.address,
        clientCountry: i.client.country,
        clientContact: i.client.contact,
        issuedDate: i.issuedDate,
        dueDate: i.dueDate,
        service: i.service,
        totalMinor: toMinor(i.total),
        balanceMinor: toMinor(i.balance),
        discountBasisPoints: i.discountBasisPoints ?? null,
        taxBasisPoints: i.taxBasisPoints ?? null,
        note: i.note ?? null,
        salesperson: i.salesperson ?? null,
        avatar: i.avatar,
        status: i.invoiceStatus,
        version: i.version,
      })),
    );
  }
  const lines = data.invoices.flatMap((i) => (i.items ?? []).map((item, index) => ({ invoiceId: i.id, position: index + 1, ...item })));
  for (const part of chunks(lines)) await ex.insert(invoiceLineItems).values(part);
  for (const table of ['clients', 'invoices', 'invoice_lines']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
