import { createServer } from './src/index';
import { call, login } from './test/helpers';
const now = new Date('2026-11-27T10:00:00Z');
const server = await createServer({ logger: false, now, seedCache: process.env.ATRIUM_SEED_CACHE });
const token = await login(server, 'admin@demo.com', 'admin');
const list = '/api/insights/anomalies?from=2026-08-29&to=2026-11-26&page=2';
let t = performance.now();
await call(server, 'GET', list, { token });
console.log('cold', Math.round(performance.now() - t));
for (const [name, path] of [['list', list], ['summary', '/api/insights/summary?from=2026-10-30&to=2026-11-26'], ['health', '/api/health'], ['me', '/api/auth/me'], ['branch', '/api/insights/branches/lon-01']]) {
  t = performance.now();
  for (let i = 0; i < 100; i++) await call(server, 'GET', path, { token });
  console.log(name, ((performance.now() - t) / 100).toFixed(1), 'ms/req');
}
if (process.env.PROF) {
  const { Session } = await import('node:inspector/promises');
  const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
  for (let i = 0; i < 200; i++) await call(server, 'GET', list, { token });
  const { profile } = await s.post('Profiler.stop');
  (await import('node:fs')).mkdirSync('/tmp/cpuprof3', { recursive: true });
  (await import('node:fs')).writeFileSync('/tmp/cpuprof3/p.cpuprofile', JSON.stringify(profile));
}
process.exit(0);
