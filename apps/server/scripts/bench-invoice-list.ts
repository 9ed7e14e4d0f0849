// The invoice list's latency on the demo seed (decision 0021): a server on in-memory PGlite,
// listening on 127.0.0.1, answers N sequential requests per query; prints p50/p95/max in ms.
// Bounded: N requests per query, loopback only. Run from apps/server:
//   ATRIUM_SEED_CACHE=<folder> pnpm exec tsx --conditions @atrium/source scripts/bench-invoice-list.ts [N] [EXTRA]
// EXTRA: that many invoices created first through the API (POST, one at a time), to see how the list grows.
import { serve } from '@hono/node-server';
import { createServer } from '../src/index';

const N = Number(process.argv[2] ?? 200);
const EXTRA = Number(process.argv[3] ?? 0);
const QUERIES = [
  ['first page', ''],
  ['sort by client', 'sortBy=client&orderBy=asc'],
  ['sort by balance, page 3', 'sortBy=balance&orderBy=desc&page=3'],
  ['search q=an', 'q=an'],
  ['status Paid, 100 a page', 'status=Paid&itemsPerPage=100'],
] as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const server = await createServer({ logger: false, now: new Date('2025-06-15T10:00:00Z'), ...(process.env.ATRIUM_SEED_CACHE ? { seedCache: process.env.ATRIUM_SEED_CACHE } : {}) });
const listener = serve({ fetch: (request) => server.fetch(request), hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => listener.once('listening', resolve));
const address = listener.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const made = performance.now();
  for (let i = 0; i < EXTRA; i += 1) {
    const body = {
      issuedDate: '2025-05-01',
      dueDate: '2025-05-31',
      client: { name: `Bench Client ${i}`, company: 'Bench Ltd', companyEmail: `bench${i % 500}@bench.example`, address: '1 Bench Road', country: 'UK', contact: '+44 1' },
      items: [{ description: 'Bench work', unitPriceMinor: 1_000 + i, quantity: 1 + (i % 5) }],
    };
    const res = await fetch(`${base}/api/apps/invoice`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`create: ${res.status}`);
  }
  if (EXTRA > 0) console.log(`${EXTRA} invoices created in ${((performance.now() - made) / 1000).toFixed(1)} s`);
  for (const [name, query] of QUERIES) {
    // warm-up, not counted
    for (let i = 0; i < 10; i += 1) await (await fetch(`${base}/api/apps/invoice?${query}`, { headers })).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api/apps/invoice?${query}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(26)} n=${N} p50=${percentile(times, 50).toFixed(1)} p95=${percentile(times, 95).toFixed(1)} max=${(times.at(-1) ?? 0).toFixed(1)} ms`);
  }
  const rss = process.memoryUsage().rss;
  console.log(`rss ${(rss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  listener.close();
  await server.close();
}
