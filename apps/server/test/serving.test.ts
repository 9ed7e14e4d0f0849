// Issue 34: the server answers as a CDN would. The built dashboard goes out in the encoding the
// build precompressed (brotli, then gzip, by Accept-Encoding), hashed assets are immutable,
// index.html and the boot files revalidate with a strong ETag (304); API answers are compressed
// when large and carry Server-Timing; insights answers about days that are over are cacheable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { INSIGHTS_PATHS } from '@atrium/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AtriumServer } from '../src/index';
import { etagMatches, negotiateEncoding } from '../src/serving';
import { BASE, login, SEED_CACHE } from './helpers';

let server: AtriumServer;
let dir: string;
let token: string;

// a script of a few kB, as the bundler writes them, and its precompressed siblings
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const BROTLI = brotliCompressSync(Buffer.from(APP_JS), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const GZIP = gzipSync(Buffer.from(APP_JS), { level: 9 });
const INDEX = `<!doctype html><html><head><title>Atrium test shell</title><script type="module" src="/assets/index-AbC123x.js"></script></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
const BOOT = `window.__bootSettings = ${JSON.stringify({ theme: 'light', pad: 'x'.repeat(1500) })};`;

/** The raw answer: status, headers and the body's bytes as sent (not decoded). */
async function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await server.fetch(new Request(`${BASE}${path}`, { headers }));
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const decode = (bytes: Buffer, encoding: string | null): string =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atrium-serving-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'boot-settings.js'), BOOT);
  writeFileSync(join(dir, 'assets', 'index-AbC123x.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'index-AbC123x.js.br'), BROTLI);
  writeFileSync(join(dir, 'assets', 'index-AbC123x.js.gz'), GZIP);
  writeFileSync(join(dir, 'assets', 'logo-9fZk2Qa.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
  writeFileSync(join(dir, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n");
  server = await createServer({ logger: false, staticDir: dir, ...(SEED_CACHE ? { seedCache: SEED_CACHE } : {}) });
  token = await login(server, 'admin@demo.com', 'admin');
}, 900_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip; honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('matches If-None-Match lists, weak or strong', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe('the built dashboard, as a CDN serves it', () => {
  it("sends the build's brotli file to a client that accepts br, and it decodes to the script", async () => {
    const res = await raw('/assets/index-AbC123x.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    // the precompressed file itself (quality 11), byte for byte
    expect(res.bytes.equals(BROTLI)).toBe(true);
    expect(Number(res.headers.get('Content-Length'))).toBe(BROTLI.length);
    expect(decode(res.bytes, 'br')).toBe(APP_JS);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await raw('/assets/index-AbC123x.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gz.bytes.equals(GZIP)).toBe(true);
    expect(decode(gz.bytes, 'gzip')).toBe(APP_JS);
    const plain = await raw('/assets/index-AbC123x.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.bytes.toString('utf8')).toBe(APP_JS);
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('marks hashed assets immutable for a year, and the siblings are no files of their own', async () => {
    for (const path of ['/assets/index-AbC123x.js', '/assets/logo-9fZk2Qa.png']) {
      const res = await raw(path, { 'Accept-Encoding': 'br' });
      expect(res.headers.get('Cache-Control'), path).toBe('public, max-age=31536000, immutable');
    }
    // an image is not compressed again
    expect((await raw('/assets/logo-9fZk2Qa.png', { 'Accept-Encoding': 'br' })).headers.get('Content-Encoding')).toBeNull();
    expect((await raw('/assets/index-AbC123x.js.br')).status).toBe(404);
    // a chunk of another build is a 404, not the HTML shell
    const stale = await raw('/assets/index-OLD0000.js');
    expect(stale.status).toBe(404);
    expect(stale.headers.get('Content-Type')).not.toContain('text/html');
  });

  it('revalidates index.html: no-cache, a strong ETag, 304 when the browser has it', async () => {
    const first = await raw('/', { 'Accept-Encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
    // compressed here (no sibling), once: still the page
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(decode(first.bytes, 'br')).toBe(INDEX);
    const again = await raw('/', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('ETag')).toBe(etag);
    // the security headers stay on the 304 as on the page
    expect(again.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(again.headers.get('X-Frame-Options')).toBe('DENY');
    // another ETag (the page changed since) gets the page
    expect((await raw('/', { 'Accept-Encoding': 'br', 'If-None-Match': '"older"' })).status).toBe(200);
    // a client route is the same page with the same ETag and the same 304
    const route = await raw('/dashboards/all-branches-visitors', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': etag as string });
    expect(route.status).toBe(304);
  });

  it('revalidates the boot files the same way (their names do not change between builds)', async () => {
    const first = await raw('/boot-settings.js', { 'Accept-Encoding': 'gzip' });
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('Content-Encoding')).toBe('gzip');
    expect(decode(first.bytes, 'gzip')).toBe(BOOT);
    const etag = first.headers.get('ETag') as string;
    expect((await raw('/boot-settings.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(304);
    // each encoding is its own representation, with its own ETag
    const plain = await raw('/boot-settings.js');
    expect(plain.headers.get('ETag')).not.toBe(etag);
    expect((await raw('/boot-settings.js', { 'If-None-Match': etag })).status).toBe(200);
    expect((await raw('/_headers')).status).toBe(404);
  });
});

describe('API answers', () => {
  it('compresses a large answer by Accept-Encoding, and it decodes to the same JSON', async () => {
    const plain = await raw('/api/openapi.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const spec = JSON.parse(plain.bytes.toString('utf8')) as unknown;
    expect(plain.bytes.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await raw('/api/openapi.json', { 'Accept-Encoding': encoding === 'br' ? 'gzip, br' : 'gzip' });
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toContain('Accept-Encoding');
      expect(res.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(Number(res.headers.get('Content-Length'))).toBe(res.bytes.length);
      expect(JSON.parse(decode(res.bytes, encoding))).toEqual(spec);
    }
  });

  it('leaves a small answer as it is, and every answer says the server time', async () => {
    const res = await raw('/api/health', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(res.bytes.toString('utf8'))).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers.get('Server-Timing')).toMatch(/^app;dur=\d+(\.\d)?$/);
  });

  it('compresses the answers of the mock handlers on the database too (a user list)', async () => {
    const res = await raw('/api/apps/users?perPage=50', { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect((JSON.parse(decode(res.bytes, 'br')) as { users: unknown[] }).users.length).toBeGreaterThan(0);
  });
});

describe('insights answers about days that are over', () => {
  const auth = () => ({ Authorization: `Bearer ${token}`, 'Accept-Encoding': 'br' });

  it('a range that ended yesterday gets an ETag, a private max-age and 304 when held', async () => {
    const path = `${INSIGHTS_PATHS.summary}?from=${isoDay(-14)}&to=${isoDay(-1)}`;
    const res = await raw(path, auth());
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=600');
    expect(res.headers.get('Vary')).toContain('Cookie');
    const etag = res.headers.get('ETag') as string;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const body = JSON.parse(decode(res.bytes, res.headers.get('Content-Encoding'))) as { range: { to: string } };
    expect(body.range.to).toBe(isoDay(-1));
    // the same ETag, whatever the encoding that carried it
    expect((await raw(path, { Authorization: `Bearer ${token}` })).headers.get('ETag')).toBe(etag);
    const held = await raw(path, { ...auth(), 'If-None-Match': etag });
    expect(held.status).toBe(304);
    expect(held.bytes.length).toBe(0);
    // another range is another answer
    const other = await raw(`${INSIGHTS_PATHS.summary}?from=${isoDay(-15)}&to=${isoDay(-2)}`, { ...auth(), 'If-None-Match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.get('ETag')).not.toBe(etag);
  });

  it('a series and the default range (the last 28 days to yesterday) are history too', async () => {
    const series = await raw(`${INSIGHTS_PATHS.series}?from=${isoDay(-7)}&to=${isoDay(-1)}&metric=visitors&granularity=day`, auth());
    expect(series.status).toBe(200);
    expect(series.headers.get('Cache-Control')).toBe('private, max-age=600');
    const summary = await raw(INSIGHTS_PATHS.summary, auth());
    expect(summary.headers.get('ETag')).toMatch(/^W\//);
  });

  it('a range that includes today is neither cacheable nor tagged', async () => {
    const res = await raw(`${INSIGHTS_PATHS.summary}?from=${isoDay(-6)}&to=${isoDay(0)}`, auth());
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBeNull();
    const live = await raw(INSIGHTS_PATHS.live, auth());
    expect(live.status).toBe(200);
    expect(live.headers.get('Cache-Control')).toBeNull();
  });

  it('an anomaly page asked again is the same answer with the same ETag; another page or filter is another', async () => {
    const path = (extra: string) => `${INSIGHTS_PATHS.anomalies}?from=${isoDay(-30)}&to=${isoDay(-1)}${extra}`;
    const read = async (extra: string) => {
      const res = await raw(path(extra), { Authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      return { etag: res.headers.get('ETag'), text: decode(res.bytes, res.headers.get('Content-Encoding')) };
    };
    const first = await read('&page=1');
    const again = await read('&page=1');
    expect(again).toEqual(first);
    expect(first.etag).toMatch(/^W\//);
    const second = await read('&page=2');
    expect(second.etag).not.toBe(first.etag);
    expect((JSON.parse(second.text) as { page: number }).page).toBe(2);
    const dips = await read('&page=1&kind=dip');
    const kinds = (JSON.parse(dips.text) as { anomalies: Array<{ kind: string }> }).anomalies.map((a) => a.kind);
    expect(new Set(kinds)).toEqual(new Set(kinds.length ? ['dip'] : []));
    // the page before the filter is still the page before the filter
    expect(await read('&page=1')).toEqual(first);
    // a detail asked twice is one answer
    const id = (JSON.parse(first.text) as { anomalies: Array<{ id: string; kind: string }> }).anomalies.find((a) => a.kind !== 'outage')?.id;
    expect(id).toBeDefined();
    const detail = async () => {
      const res = await raw(INSIGHTS_PATHS.anomaly.replace(':id', encodeURIComponent(id ?? '')), { Authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      return decode(res.bytes, res.headers.get('Content-Encoding'));
    };
    const d1 = await detail();
    expect((JSON.parse(d1) as { anomaly: { id: string } }).anomaly.id).toBe(id);
    expect(await detail()).toBe(d1);
  });

  it('an error is not cached', async () => {
    const res = await raw(`${INSIGHTS_PATHS.summary}?from=${isoDay(-1)}&to=${isoDay(-9)}`, auth());
    expect(res.status).toBe(400);
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBeNull();
  });

  it('still asks for a session first: a held ETag without one is a 401', async () => {
    const path = `${INSIGHTS_PATHS.summary}?from=${isoDay(-14)}&to=${isoDay(-1)}`;
    const etag = (await raw(path, auth())).headers.get('ETag') as string;
    expect((await raw(path, { 'If-None-Match': etag })).status).toBe(401);
  });
});
