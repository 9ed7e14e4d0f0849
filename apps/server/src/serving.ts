// How the server answers as a CDN would (issue 34): the built dashboard from memory with the
// encodings the build precompressed (`.br`, `.gz` beside each file), immutable caching for hashed
// assets and revalidation (strong ETag, 304) for index.html and the boot files; API answers
// compressed when they are large, with the server's own time in `Server-Timing`.
//
// Not Hono's `compress`: it offers gzip and deflate only (CompressionStream has no brotli on
// Node 20), and it compresses every answer without a Content-Length, which `c.json` never sets,
// so it cannot keep small answers as they are.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send, from the request's Accept-Encoding (RFC 9110 §12.5.3): brotli when it
 * is acceptable, then gzip, else none (`identity`). `q=0` refuses an encoding; `*` stands for any
 * not named.
 */
export function negotiateEncoding(header: string | undefined | null, available: readonly Encoding[] = ['br', 'gzip']): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) weight = Number(m[1]);
    }
    q.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = q.get('*');
  for (const encoding of available) {
    const weight = q.get(encoding) ?? wildcard ?? 0;
    if (weight > 0) return encoding;
  }
  return undefined;
}

/** Does an `If-None-Match` header name this ETag (weak comparison, as RFC 9110 §13.1.2 asks)? */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** A strong ETag for a body: its SHA-256, quoted (with the encoding, per representation). */
export function strongEtag(body: Uint8Array, encoding?: Encoding): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.ico', '.ttf', '.wasm']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

interface Representation {
  body: Buffer;
  etag: string;
}
interface StaticFile {
  path: string;
  type: string;
  hashed: boolean;
  compressible: boolean;
  identity?: Representation;
  variants: Partial<Record<Encoding, Representation | null>>;
}

/**
 * The built dashboard in `root`, served from memory. Files under `/assets/` are the bundler's,
 * named by their content hash (vite.config.ts: `[name]-[hash]`, `[hash]`): cached for a year,
 * immutable. Every other file (index.html, boot-settings.js, the mock's service worker, images
 * of public/) keeps its name across builds: `no-cache` and a strong ETag, so the browser asks
 * again each time and gets 304 while it has not changed. Each text file goes out as the
 * precompressed sibling the build wrote (`x.js.br`, `x.js.gz`), or, without one, compressed here
 * once and kept. `_headers` and the siblings themselves are not served.
 */
export class StaticSite {
  private readonly files = new Map<string, StaticFile>();
  private readonly disk = new Map<string, string>();

  constructor(readonly root: string) {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = join(dir, entry.name);
        return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
      });
    const all = walk(root);
    const present = new Set(all);
    for (const full of all) {
      if (/\.(br|gz)$/.test(full) && present.has(full.replace(/\.(br|gz)$/, ''))) continue;
      const path = `/${relative(root, full).split(sep).join('/')}`;
      if (path === '/_headers') continue;
      const ext = extname(full).toLowerCase();
      this.disk.set(path, full);
      this.files.set(path, {
        path,
        type: TYPES[ext] ?? 'application/octet-stream',
        hashed: path.startsWith('/assets/'),
        compressible: COMPRESSIBLE.has(ext),
        variants: {},
      });
    }
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  private identity(file: StaticFile): Representation {
    if (!file.identity) {
      const body = readFileSync(this.disk.get(file.path) as string);
      file.identity = { body, etag: strongEtag(body) };
    }
    return file.identity;
  }

  /** The file's body in `encoding`: the build's sibling, or compressed once here. */
  private async variant(file: StaticFile, encoding: Encoding): Promise<Representation | null> {
    const known = file.variants[encoding];
    if (known !== undefined) return known;
    const source = this.identity(file);
    let body: Buffer | null = null;
    const sibling = `${this.disk.get(file.path) as string}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (existsSync(sibling) && statSync(sibling).isFile()) body = readFileSync(sibling);
    else if (file.compressible && source.body.length >= API_COMPRESS_THRESHOLD) body = await compressBody(source.body, encoding, 'static');
    // a compressed body that is not smaller is not worth the decoding
    const rep = body && body.length < source.body.length ? { body, etag: `"${source.etag.slice(1, -1)}-${encoding}"` } : null;
    file.variants[encoding] = rep;
    return rep;
  }

  /** The answer for `path` (a file of the build), by the request's Accept-Encoding and If-None-Match. */
  async answer(path: string, request: Request): Promise<Response | undefined> {
    const file = this.files.get(path);
    if (!file) return undefined;
    const identity = this.identity(file);
    const encoding = file.compressible ? negotiateEncoding(request.headers.get('accept-encoding')) : undefined;
    const rep = (encoding ? await this.variant(file, encoding) : null) ?? identity;
    const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': file.hashed ? IMMUTABLE : REVALIDATE, ETag: rep.etag });
    if (file.compressible) headers.set('Vary', 'Accept-Encoding');
    if (rep !== identity && encoding) headers.set('Content-Encoding', encoding);
    if (etagMatches(request.headers.get('if-none-match'), rep.etag)) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(rep.body.length));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(rep.body), { status: 200, headers });
  }
}

/** Answers at or above this many bytes are compressed (below it, headers and CPU outweigh it). */
export const API_COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml|[a-z.+-]*\+json)|text\/(?!event-stream))/i;

/**
 * Brotli at quality 5 for answers made per request (quality 11 costs ~20× the time for a few
 * percent), 11 for files compressed once; gzip at 6.
 */
export async function compressBody(body: Uint8Array, encoding: Encoding, kind: 'api' | 'static'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: kind === 'api' ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  return gzipAsync(body, { level: kind === 'api' ? 6 : 9 });
}

/**
 * `/api/*`: the server's time in `Server-Timing: app;dur=…` (ms, from the request to the answer
 * being ready, compression excluded), and text answers of at least 1 kB compressed by
 * Accept-Encoding (brotli, else gzip) with `Vary: Accept-Encoding`. Event streams, HEAD, 204/304,
 * answers already encoded and `Cache-Control: no-transform` are left as they are.
 */
export function apiResponses({ threshold = API_COMPRESS_THRESHOLD }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c: Context, next) => {
    const started = performance.now();
    await next();
    const res = c.res;
    res.headers.append('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 304 ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE_TYPE.test(type) ||
      /(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;
    const vary = res.headers.get('Vary');
    if (!vary || !/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    // asked after the encoding: reading `body` makes @hono/node-server build a whole fetch
    // Response, which an answer that goes out as it is does not need
    if (!encoding || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let out: Uint8Array<ArrayBuffer> = body;
    if (body.length >= threshold) {
      out = new Uint8Array(await compressBody(body, encoding, 'api'));
      headers.set('Content-Encoding', encoding);
      // a strong ETag names the uncompressed bytes: the encoded answer is another representation
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `"${etag.slice(1, -1)}-${encoding}"`);
    }
    headers.set('Content-Length', String(out.length));
    // set through a fresh context response: Hono's setter would copy the old Content-Length back
    c.res = undefined;
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers });
  };
}
