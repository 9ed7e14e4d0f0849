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
import { BILLING_METHODS, INVOICE_STATUSES, USER_PLANS, USER_STATUSES } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { connect } from './db/client';
import { migrate } from './db/migrate';
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
}

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

  await timed('analyze', () => exec(sql`analyze users, clients, invoices, invoice_lines`).then(() => undefined));
  return timings;
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
    const exec: Exec = (query) => connection.db.execute(query) as unknown as Promise<{ rows: unknown[] }>;
    const started = performance.now();
    if (remove) {
      await removeScaleData(exec);
      say('scale rows removed');
    } else {
      await seedScale(exec, counts, say);
      say(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
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
