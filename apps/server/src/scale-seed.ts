// `node dist/scale-seed.js`: fills the PostgreSQL of DATABASE_URL with the issue's scale data
// (issue 32: 100,000 users, 1,000,000 invoices, 1,000,000 orders with their lines), generated
// inside PostgreSQL (INSERT … SELECT over generate_series), never row by row over HTTP. The rows
// are added beside whatever the database holds (the demo seed, usually), all marked as scale
// data (emails at scale.example), so a second run first removes the first one's.
//
//   DATABASE_URL=postgres://… node dist/scale-seed.js [--users=100000] [--invoices=1000000] [--orders=1000000] [--remove]
//
// A table's secondary indexes are dropped before its rows go in and built again after (one
// sorted build instead of a million incremental inserts into a trigram index), then ANALYZE.
import { BILLING_METHODS, INVOICE_STATUSES, isAllowedOrderState, ORDER_STATUSES, PAYMENT_METHODS, USER_PLANS, USER_STATUSES } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { connect } from './db/client';
import { migrate } from './db/migrate';
import { addMissingChatPeople } from './messaging/chat';
import { migrationsDir } from './migrations-dir';

export interface ScaleCounts {
  users: number;
  invoices: number;
  orders: number;
}

export const SCALE_DEFAULTS: ScaleCounts = { users: 100_000, invoices: 1_000_000, orders: 1_000_000 };

/** What marks a scale row: every scale user's, client's and customer's email ends with it. */
export const SCALE_DOMAIN = 'scale.example';
const BATCH = 250_000;

const FIRST = ['Ava', 'Noah', 'Maya', 'Omar', 'Lena', 'Yusuf', 'Sara', 'Daniel', 'Noa', 'Karim', 'Mia', 'Lucas', 'Layla', 'Ethan', 'Tamar', 'Hugo', 'Amira', 'Jonas', 'Chloe', 'Ravi', 'Ines', 'Felix', 'Hana', 'Mateo', 'Zoe', 'Idan', 'Rania', 'Oscar', 'Yael', 'Leo'];
const LAST = ['Cohen', 'Haddad', 'Schmidt', 'Martin', 'Levi', 'Nasser', 'Brown', 'Rossi', 'Dubois', 'Tanaka', 'Khalil', 'Weber', 'Smith', 'Mizrahi', 'Garcia', 'Novak', 'Ibrahim', 'Fischer', 'Silva', 'Moreau', 'Kaplan', 'Saleh', 'Jones', 'Bauer', 'Peretz', 'Lopez', 'Yamada', 'Aziz', 'Meyer', 'Friedman'];
const COUNTRIES = ['United States', 'United Kingdom', 'Germany', 'France', 'Israel', 'United Arab Emirates', 'Japan', 'Australia'];
const SERVICES = ['Store fit-out', 'Window display', 'Footfall sensors', 'Cleaning contract', 'Security services', 'Signage', 'Logistics', 'Consulting'];

/** values[(expr mod n) + 1] in SQL (arrays start at 1); the values are this file's constants or role slugs */
const pick = (values: readonly string[], expr: string) =>
  sql.raw(`(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])[((${expr}) % ${values.length}) + 1]`);

type Exec = (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

async function secondaryIndexes(exec: Exec, table: string): Promise<Array<{ name: string; definition: string }>> {
  const result = await exec(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${table}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      and i.indexdef not like 'CREATE UNIQUE%'`);
  return result.rows as Array<{ name: string; definition: string }>;
}

/** Runs `fill` with the table's secondary indexes dropped, then builds them again. */
async function withoutIndexes(exec: Exec, table: string, fill: () => Promise<void>): Promise<void> {
  const indexes = await secondaryIndexes(exec, table);
  for (const index of indexes) await exec(sql.raw(`drop index if exists "${index.name}"`));
  try {
    await fill();
  } finally {
    for (const index of indexes) await exec(sql.raw(index.definition));
  }
}

async function inBatches(total: number, run: (from: number, to: number) => Promise<void>, say: (line: string) => void, what: string): Promise<void> {
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await run(from, to);
    say(`${what}: ${to.toLocaleString('en')} of ${total.toLocaleString('en')}`);
  }
}

/** Removes the rows an earlier run added (their emails end with SCALE_DOMAIN). */
export async function removeScaleData(exec: Exec): Promise<void> {
  const like = `%@${SCALE_DOMAIN}`;
  await exec(sql`delete from invoices where client_id in (select id from clients where email like ${like})`);
  await exec(sql`delete from clients where email like ${like}`);
  await exec(sql`delete from users where email like ${like}`);
  await exec(sql`delete from orders where customer_id in (select id from customers where email like ${like})`);
  await exec(sql`delete from customers where email like ${like}`);
}

/** Every (payment code, delivery status) the order state machine allows (decision 0010). */
const ORDER_STATES = ([1, 2, 3, 4] as const).flatMap((payment) => ORDER_STATUSES.filter((status) => isAllowedOrderState(payment, status)).map((status) => ({ payment, status })));

export async function seedScale(exec: Exec, counts: ScaleCounts, say: (line: string) => void = () => undefined): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    timings[name] = Math.round(performance.now() - started);
    say(`${name}: ${(timings[name] / 1000).toFixed(1)} s`);
  };
  await timed('remove an earlier run', () => removeScaleData(exec));

  const roleRows = (await exec(sql`select slug from roles order by slug`)).rows as Array<{ slug: string }>;
  const roleSlugs = roleRows.map((r) => r.slug);
  if (roleSlugs.length === 0) throw new Error('the database has no roles: start the server once (SEED=demo or none) before the scale seed');

  await timed(`users (${counts.users.toLocaleString('en')})`, () =>
    withoutIndexes(exec, 'users', () =>
      inBatches(
        counts.users,
        (from, to) =>
          exec(sql`
            insert into users (full_name, company, role, username, country, contact, email, current_plan, status, avatar, billing, created_at)
            select ${pick(FIRST, 'g * 7')} || ' ' || ${pick(LAST, 'g * 13 + g / 30')},
                   'Scale Retail ' || (g % 997),
                   ${pick(roleSlugs, 'g')},
                   'scale.user.' || g,
                   ${pick(COUNTRIES, 'g * 3')},
                   '+1555' || lpad(g::text, 7, '0'),
                   'scale.user.' || g || '@' || ${SCALE_DOMAIN},
                   ${pick(USER_PLANS, 'g * 5')},
                   ${pick(USER_STATUSES, 'g * 11')},
                   '',
                   ${pick(BILLING_METHODS, 'g * 17')},
                   now() - make_interval(days => (g % 1000)::int)
            from generate_series(${from}::bigint, ${to}::bigint) g`).then(() => undefined),
        say,
        'users',
      ),
    ),
  );
  // every account is one of the chat's people (decision 0036): one statement for the new users
  await timed('chat people for the users', () => addMissingChatPeople({ execute: exec }, sql`u.email like ${'%@' + SCALE_DOMAIN}`));

  const clientCount = Math.max(1, Math.min(20_000, Math.ceil(counts.invoices / 50)));
  await timed(`clients (${clientCount.toLocaleString('en')})`, () =>
    exec(sql`
      insert into clients (name, company, email, address, country, contact)
      select ${pick(FIRST, 'g * 11')} || ' ' || ${pick(LAST, 'g * 7 + g / 30')}, 'Scale Client ' || g, 'scale.client.' || g || '@' || ${SCALE_DOMAIN},
             g || ' Market Street', ${pick(COUNTRIES, 'g')}, '+1555' || lpad(g::text, 7, '0')
      from generate_series(1, ${clientCount}::int) g`).then(() => undefined),
  );

  await timed(`invoices (${counts.invoices.toLocaleString('en')}) with two lines each`, async () => {
    const clientRange = (await exec(sql`select min(id) as lo, max(id) as hi from clients where email like ${`%@${SCALE_DOMAIN}`}`)).rows[0] as { lo: number; hi: number };
    const firstInvoice = Number(((await exec(sql`select coalesce(max(id), 0) as id from invoices`)).rows[0] as { id: number }).id) + 1;
    await withoutIndexes(exec, 'invoice_lines', () =>
      withoutIndexes(exec, 'invoices', () =>
        inBatches(
          counts.invoices,
          async (from, to) => {
            // totals are the two lines' sum (quantity × unit price), as computeTotals makes them
            await exec(sql`
              insert into invoices (id, client_id, client_name, client_company, client_email, client_address, client_country, client_contact,
                                    issued_date, due_date, service, currency, total_minor, balance_minor, discount_basis_points, tax_basis_points, status)
              overriding system value
              select i.id, c.id, c.name, c.company, c.email, c.address, c.country, c.contact, issued, issued + 30, service, 'USD', total,
                     case status when 'Paid' then 0 when 'Partial Payment' then total / 2 else total end, 0, 0, status
              from (
                select ${firstInvoice - 1}::int + g as id, g,
                       current_date - (g % 730)::int as issued,
                       ${pick(SERVICES, 'g')} as service,
                       ${pick(INVOICE_STATUSES, 'g * 7')} as status,
                       (1 + g % 3) * (1000 + (g * 7919) % 90000) + (1 + g % 2) * (500 + (g * 104729) % 40000) as total
                from generate_series(${from}::bigint, ${to}::bigint) g
              ) i
              join clients c on c.id = ${clientRange.lo}::int + (i.g * 31) % (${clientRange.hi}::int - ${clientRange.lo}::int + 1)`);
            await exec(sql`
              insert into invoice_lines (invoice_id, position, description, details, unit_price_minor, quantity)
              select ${firstInvoice - 1}::int + g, p, case p when 0 then ${pick(SERVICES, 'g')} else 'Maintenance' end, '',
                     case p when 0 then 1000 + (g * 7919) % 90000 else 500 + (g * 104729) % 40000 end,
                     case p when 0 then 1 + g % 3 else 1 + g % 2 end
              from generate_series(${from}::bigint, ${to}::bigint) g cross join (values (0), (1)) as line(p)`);
          },
          say,
          'invoices',
        ),
      ),
    );
    // identity columns continue after the explicit ids
    await exec(sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`);
  });

  if (counts.orders > 0) await seedOrders(exec, counts.orders, timed, say);

  await timed('analyze', () => exec(sql`analyze users, clients, invoices, invoice_lines, customers, orders, order_lines`).then(() => undefined));
  return timings;
}

type Timed = (name: string, work: () => Promise<void>) => Promise<void>;

/**
 * Orders with two lines each, sold from the catalogue's products at their price (the line keeps
 * name, brand, picture and unit price as sold), by scale customers; every (payment, status) pair
 * one the state machine allows, placed in the last two years, none after now.
 */
async function seedOrders(exec: Exec, count: number, timed: Timed, say: (line: string) => void): Promise<void> {
  const productRows = (await exec(sql`select id from products order by id`)).rows as Array<{ id: number }>;
  if (productRows.length === 0) throw new Error('the database has no products: start the server once with SEED=demo before the scale seed');
  const productIds = sql.raw(`ARRAY[${productRows.map((r) => Number(r.id)).join(',')}]::int[]`);
  const n = productRows.length;
  const customerCount = Math.max(1, Math.min(50_000, Math.ceil(count / 20)));
  await timed(`customers (${customerCount.toLocaleString('en')})`, () =>
    // customer numbers are six digits and unique: the first free ones
    exec(sql`
      insert into customers (customer_number, name, email, country, country_code, contact)
      select free.n, ${pick(FIRST, 'g * 5')} || ' ' || ${pick(LAST, 'g * 3 + g / 30')}, 'scale.customer.' || g || '@' || ${SCALE_DOMAIN},
             ${pick(COUNTRIES, 'g')}, ${pick(['us', 'gb', 'de', 'fr', 'il', 'ae', 'jp', 'au'], 'g')}, '+1555' || lpad(g::text, 7, '0')
      from (
        select n, row_number() over (order by n) as g
        from generate_series(100000, 999999) n
        where not exists (select 1 from customers c where c.customer_number = n)
        order by n
        limit ${customerCount}::int
      ) free`).then(() => undefined),
  );
  const customerRange = (await exec(sql`select min(id) as lo, max(id) as hi from customers where email like ${`%@${SCALE_DOMAIN}`}`)).rows[0] as { lo: number; hi: number };
  const first = Number(((await exec(sql`select coalesce(max(id), 0) + 1 as id from orders`)).rows[0] as { id: number }).id);
  const firstNumber = Number(((await exec(sql`select coalesce(max(order_number), 0) + 1 as n from orders`)).rows[0] as { n: number }).n);
  const states = sql.raw(`ARRAY[${ORDER_STATES.map((st) => `'${st.payment}|${st.status}'`).join(',')}]::text[]`);
  await timed(`orders (${count.toLocaleString('en')}) with two lines each`, async () => {
    await withoutIndexes(exec, 'order_lines', () =>
      withoutIndexes(exec, 'orders', () =>
        inBatches(
          count,
          async (from, to) => {
            // the lines first into a temporary table: the order's amount is their sum
            await exec(sql`drop table if exists scale_lines`);
            await exec(sql`
              create temporary table scale_lines as
              select ${first - 1}::int + g as order_id, line.p as position, p.id as product_id, p.name, p.brand, p.image, p.price_minor, 1 + (g + line.p) % 3 as quantity
              from generate_series(${from}::bigint, ${to}::bigint) g
              cross join (values (0), (1)) as line(p)
              join products p on p.id = (${productIds})[((g * 7 + line.p * 13) % ${n}) + 1]`);
            await exec(sql`
              insert into orders (id, order_number, customer_id, customer_name, customer_email, customer_avatar, payment, status, spent_minor, currency, method, method_number, placed_at)
              overriding system value
              select o.id, ${firstNumber - first}::int + o.id, c.id, c.name, c.email, c.avatar,
                     split_part(o.state, '|', 1)::smallint, split_part(o.state, '|', 2), totals.spent, 'USD', o.method, 1000 + (o.g * 37) % 9000,
                     now() - make_interval(days => (o.g % 730)::int, hours => (o.g % 24)::int)
              from (
                select ${first - 1}::int + g as id, g, (${states})[((g * 11) % ${ORDER_STATES.length}) + 1] as state,
                       ${pick(PAYMENT_METHODS, 'g')} as method
                from generate_series(${from}::bigint, ${to}::bigint) g
              ) o
              join customers c on c.id = ${customerRange.lo}::int + (o.g * 17) % (${customerRange.hi}::int - ${customerRange.lo}::int + 1)
              join (select order_id, sum(price_minor * quantity) as spent from scale_lines group by order_id) totals on totals.order_id = o.id`);
            await exec(sql`
              insert into order_lines (order_id, position, product_id, product_name, product_brand, image, unit_price_minor, currency, quantity)
              select order_id, position, product_id, name, brand, image, price_minor, 'USD', quantity from scale_lines`);
          },
          say,
          'orders',
        ),
      ),
    );
    await exec(sql`drop table if exists scale_lines`);
    await exec(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  });
}

function parseCounts(argv: string[]): { counts: ScaleCounts; remove: boolean } {
  const counts = { ...SCALE_DEFAULTS };
  let remove = false;
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'remove') remove = true;
    else if (key === 'users' || key === 'invoices' || key === 'orders') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`--${key}: not a whole number: ${value}`);
      counts[key] = n;
    } else throw new Error(`unknown flag ${arg} (--users=N --invoices=N --orders=N --remove)`);
  }
  return { counts, remove };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required: the scale seed is for PostgreSQL');
  const { counts, remove } = parseCounts(process.argv.slice(2));
  const connection = await connect({ databaseUrl, timeouts: { statementTimeoutMs: 0, lockTimeoutMs: 0, idleInTransactionTimeoutMs: 0 } });
  const say = (line: string) => process.stdout.write(`[scale-seed] ${line}\n`);
  try {
    await migrate(connection, migrationsDir());
    const started = performance.now();
    // one transaction, so one connection (the orders' temporary table) and all or nothing; more
    // memory for the index builds, and no wait for the disk on each batch's commit
    await connection.db.transaction(async (tx) => {
      const exec: Exec = (query) => tx.execute(query) as unknown as Promise<{ rows: unknown[] }>;
      await exec(sql`set local maintenance_work_mem = '512MB'`);
      await exec(sql`set local synchronous_commit = off`);
      if (remove) await removeScaleData(exec);
      else await seedScale(exec, counts, say);
    });
    if (!remove) {
      // what autovacuum does soon after a bulk load, done now so a benchmark does not race it: the
      // visibility map lets the lists' id-only page scans skip the heap (index-only scans)
      const vacuumStarted = performance.now();
      await connection.db.execute(sql`vacuum (analyze) users, clients, invoices, invoice_lines, customers, orders, order_lines`);
      say(`vacuum: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    }
    say(remove ? 'scale rows removed' : `done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await connection.close();
  }
}

const entry = process.argv[1] ?? '';
if (entry.endsWith('scale-seed.js') || entry.endsWith('scale-seed.ts')) {
  main().catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    process.stderr.write(`scale-seed failed: ${error instanceof Error ? error.message : String(error)}${cause}\n`);
    process.exit(1);
  });
}
