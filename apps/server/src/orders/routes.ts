// The order calls of the contract answered from the order tables (decision 0028): the orders,
// customers and referrals lists, an order's page and its one-step edit, the store dashboard and
// the storefront's checkout. Who may call them is the contract's access table, enforced by the
// shared guard; each write runs in its own transaction touching only its rows, and none takes the
// documents' write lock. The answers are the mock's (same validation, messages, order of checks:
// malformed JSON, the 404, the body's field errors, a stale version's 409, then the state machine).
import {
  checkoutOrderBodySchema,
  customersQuerySchema,
  orderUpdateSchema,
  ordersQuerySchema,
  referralsQuerySchema,
  STALE_WRITE_MESSAGE,
  STALE_WRITE_STATUS,
  type StaleWrite,
} from '@atrium/api';
import { parseQuery, readJson, validate } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { contractRoutes, fieldErrors, json, malformedJson } from '../contract-routes';
import type { Database } from '../db/client';
import { catalogueAggregates, loadProducts } from '../catalogue/queries';
import type { Sessions } from '../sessions';
import { deleteOrder, ecommerceStats, findCustomer, findOrderRow, listCustomers, listOrders, listReferrals, orderDetail, placeCheckoutOrder, updateOrder } from './queries';

export interface OrdersOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

/** A path id the tables can hold (an integer column); anything else names nothing. */
function idOf(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

const orderNotFound = () => json({ error: 'Order not found' }, 404);

export function registerOrders(app: Hono, options: OrdersOptions): void {
  const { db, sessions } = options;
  const serve = contractRoutes(app, sessions, options.finish);

  serve('GET', 'orders', async (c) => json(await listOrders(db, parseQuery(ordersQuerySchema, c.req.raw))));

  // :id is the order number a person reads (#6098), or an order's id from an older link
  serve('GET', 'order', async (c) => {
    const key = idOf(c.req.param('id'));
    const row = key === undefined ? undefined : await findOrderRow(db, key);
    return row ? json(await orderDetail(db, row)) : orderNotFound();
  });

  serve('PUT', 'order', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const key = idOf(c.req.param('id'));
    if (key === undefined || !(await findOrderRow(db, key))) return orderNotFound();
    const parsed = validate(orderUpdateSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : orderNotFound();
    const result = await db.transaction((tx) => updateOrder(tx, key, parsed.value));
    if (result.ok) return json(result.detail);
    if (result.reason === 'stale') return json({ message: STALE_WRITE_MESSAGE, version: result.version } satisfies StaleWrite, STALE_WRITE_STATUS);
    if (result.reason === 'invalid') return fieldErrors(result.errors);
    return orderNotFound();
  });

  // deleting a missing order is not an error (SPEC §8): 204 either way
  serve('DELETE', 'order', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id !== undefined) await deleteOrder(db, id);
    return new Response(null, { status: 204 });
  });

  serve('GET', 'customers', async (c) => json(await listCustomers(db, parseQuery(customersQuerySchema, c.req.raw))));
  serve('GET', 'customer', async (c) => {
    const id = idOf(c.req.param('id'));
    const customer = id === undefined ? undefined : await findCustomer(db, id);
    return customer ? json(customer) : json({ error: 'Customer not found' }, 404);
  });

  serve('GET', 'referrals', async (c) => json(await listReferrals(db, parseQuery(referralsQuerySchema, c.req.raw))));

  // the store dashboard: the orders' and the catalogue's aggregates in SQL, put together by the shared pure rule
  serve('GET', 'ecommerceStats', async () => json(await ecommerceStats(db, await catalogueAggregates(db))));

  // public: the storefront's buyer has no session
  serve('POST', 'checkoutOrders', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(checkoutOrderBodySchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : json({ error: 'Not found' }, 404);
    // the prices of the ordered products only, read in the order's transaction
    const result = await db.transaction(async (tx) => placeCheckoutOrder(tx, parsed.value, await loadProducts(tx, parsed.value.items.map((item) => item.productId))));
    return result.ok ? json(result.answer, 201) : fieldErrors(result.errors);
  });
}
