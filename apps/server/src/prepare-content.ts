// The CPU-heavy cleaning of a write's body, done before the request opens its transaction (issue
// 32: nothing slow under a lock): every raster image data URL re-encoded (src/images.ts: sizes
// checked from the header before any pixel is decoded) and every string that may hold markup
// sanitized (src/sanitize.ts). The shared services call the same functions on the fields they
// accept; the content hooks find the results here (src/content-hooks.ts) and only compute what the
// body did not carry as such (a value the schema reshaped).
import { reencodeImageDataUrl } from './images';
import { sanitizeStoredHtml } from './sanitize';

const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const MAY_BE_MARKUP = /[<&]/;
const MAX_DEPTH = 32;

export class PreparedContent {
  readonly images = new Map<string, string | undefined>();
  readonly html = new Map<string, string>();

  image(dataUrl: string): { found: boolean; value: string | undefined } {
    return this.images.has(dataUrl) ? { found: true, value: this.images.get(dataUrl) } : { found: false, value: undefined };
  }
}

/** Yields to the event loop between two pieces of heavy work, so other requests are answered meanwhile. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function walk(value: unknown, prepared: PreparedContent, depth: number): Promise<void> {
  if (typeof value === 'string') {
    if (IMAGE_DATA_URL.test(value)) {
      if (!prepared.images.has(value)) {
        await turn();
        prepared.images.set(value, reencodeImageDataUrl(value));
      }
    } else if (MAY_BE_MARKUP.test(value) && !prepared.html.has(value)) {
      prepared.html.set(value, sanitizeStoredHtml(value));
    }
    return;
  }
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
  for (const item of Array.isArray(value) ? value : Object.values(value)) await walk(item, prepared, depth + 1);
}

/** The prepared cleaning of a write's JSON body; undefined for a read or a body that is not JSON. */
export async function prepareContent(request: Request): Promise<PreparedContent | undefined> {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return undefined;
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().includes('json')) return undefined;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return undefined;
  }
  const prepared = new PreparedContent();
  await walk(body, prepared, 0);
  return prepared;
}
