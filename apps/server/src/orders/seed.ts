// An empty database's orders: the seed's customers, orders with their stored lines, and referrals
// written into the order tables (decision 0028), as migrations/*_orders_from_documents.sql moves an
// existing database's. Ids are the seed's; each identity sequence then continues after the highest.
import { toMinor } from '@atrium/api';
import { parseAmount } from '@atrium/core';
import { orderInstant } from '@atrium/domain';
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { checkoutOrderLines, checkoutOrders, customers, orderLines, orders, referrals } from '../db/orders';
import type { Executor } from '../db/executor';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The seed without what the order tables hold (the documents keep empty lists). */
export function withoutOrders(data: Db): Db {
  return { ...data, customers: [], orders: [], orderLines: [], referrals: [], checkoutOrders: [] };
}

/** Removes every order, line, customer, referral and checkout order (reset to the seed). */
export async function clearOrders(ex: Executor): Promise<void> {
  await ex.delete(checkoutOrderLines);
  await ex.delete(checkoutOrders);
  await ex.delete(orderLines);
  await ex.delete(orders);
  await ex.delete(customers);
  await ex.delete(referrals);
}

/** Writes the seed's customers, their orders and lines, and the referrals. */
export async function seedOrders(ex: Executor, data: Db): Promise<void> {
  for (const part of chunks(data.customers)) {
    await ex.insert(customers).values(
      part.map((c) => ({ id: c.id, customerNumber: c.customerId, name: c.customer, email: c.email, country: c.country, countryCode: c.countryCode, countryFlag: c.countryFlag, avatar: c.avatar, contact: c.contact })),
    );
  }
  const byEmail = new Map(data.customers.map((c) => [c.email.toLowerCase(), c.id]));
  for (const part of chunks(data.orders)) {
    await ex.insert(orders).values(
      part.map((o) => {
        const customerId = byEmail.get(o.email.toLowerCase());
        if (customerId === undefined) throw new Error(`seed: order ${o.order} names no customer (${o.email})`);
        return {
          id: o.id,
          orderNumber: o.order,
          customerId,
          customerName: o.customer,
          customerEmail: o.email,
          customerAvatar: o.avatar,
          payment: o.payment,
          status: o.status,
          spentMinor: toMinor(o.spent),
          method: o.method,
          methodNumber: o.methodNumber,
          placedAt: orderInstant(o),
          version: o.version ?? 1,
        };
      }),
    );
  }
  const positions = new Map<number, number>();
  const lines = data.orderLines.map((line) => {
    const position = (positions.get(line.orderId) ?? 0) + 1;
    positions.set(line.orderId, position);
    return {
      orderId: line.orderId,
      position,
      productId: line.productId,
      productName: line.productName,
      productBrand: line.productBrand,
      image: line.image,
      unitPriceMinor: toMinor(line.unitPrice),
      quantity: line.qty,
    };
  });
  for (const part of chunks(lines)) await ex.insert(orderLines).values(part);
  for (const part of chunks(data.referrals)) {
    await ex.insert(referrals).values(
      part.map((r) => ({ id: r.id, userName: r.user, email: r.email, avatar: r.avatar, referredId: r.referredId, status: r.status, valueMinor: toMinor(parseAmount(r.value)), earningMinor: toMinor(parseAmount(r.earning)) })),
    );
  }
  for (const table of ['customers', 'orders', 'order_lines', 'referrals', 'checkout_orders', 'checkout_order_lines']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
