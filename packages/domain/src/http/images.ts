// What the services do with the raster image data URLs of a body they accept (product images,
// avatars, image attachments). The contract has already checked each one's magic bytes
// (@atrium/api isRasterImageDataUrl). The browser mock stores them as sent: re-encoding needs image
// codecs it would have to load with the demo, and every screen shows them only in <img>, where
// no script runs. A real server plugs in an encoder that decodes the pixels and writes a fresh
// file, so nothing but the picture is stored: a polyglot's appended HTML or script, its metadata
// and its comments are gone (issue 22 #7).

/** A fresh data URL of the same picture, or undefined when the bytes are not a decodable image. */
export type ImageEncoder = (dataUrl: string) => string | undefined;

let encoder: ImageEncoder | undefined;

/** undefined restores the mock's "store as sent". */
export function setImageEncoder(next: ImageEncoder | undefined): void {
  encoder = next;
}

const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;

export type ImageCleanResult<T> = { ok: true; value: T } | { ok: false; path: string };

function walk(value: unknown, path: string, encode: ImageEncoder, depth: number): ImageCleanResult<unknown> {
  if (typeof value === 'string') {
    if (!IMAGE_DATA_URL.test(value)) return { ok: true, value };
    const fresh = encode(value);
    return fresh === undefined ? { ok: false, path } : { ok: true, value: fresh };
  }
  if (depth > 32 || typeof value !== 'object' || value === null) return { ok: true, value };
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const result = walk(item, path ? `${path}.${index}` : String(index), encode, depth + 1);
      if (!result.ok) return result;
      out.push(result.value);
    }
    return { ok: true, value: out };
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const result = walk(item, path ? `${path}.${key}` : key, encode, depth + 1);
    if (!result.ok) return result;
    out[key] = result.value;
  }
  return { ok: true, value: out };
}

/**
 * `value` (a parsed body) with every image data URL in it re-encoded when an encoder is plugged
 * in; a data URL the encoder cannot decode fails with its field's path.
 */
export function cleanImageFields<T>(value: T): ImageCleanResult<T> {
  if (!encoder) return { ok: true, value };
  const result = walk(value, '', encoder, 0);
  return result.ok ? { ok: true, value: result.value as T } : result;
}
