// The server's image encoder (issue 22 #7): every raster image data URL a body carries (product
// images, avatars, image attachments) is decoded to pixels and written as a fresh file before it
// is stored, so only the picture survives. A polyglot (a valid PNG or JPEG with HTML or script
// appended, or hidden in a text chunk, a comment or EXIF) is stored without its payload. The
// contract has already checked the magic bytes; bytes that do not decode are refused (400).
//
// Pure-JS codecs, no native binaries: pngjs, jpeg-js, omggif.
// - PNG → PNG and JPEG → JPEG (quality 90), re-encoded from the decoded pixels;
// - GIF → PNG of its first frame (the picture, not the animation);
// - WebP has no pure-JS encoder: its RIFF container is rebuilt from the image chunks alone
//   (VP8, VP8L, VP8X, ALPH, ANIM, ANMF), so metadata (EXIF, XMP, ICC), unknown chunks and anything
//   after the container are dropped; the compressed picture itself is kept as sent.
// - other image/* types (an attachment's BMP or TIFF, offered only as a download) are kept.
import { Buffer } from 'node:buffer';
import jpeg from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';

/** A larger picture is refused: decoding it would take this many pixels × 4 bytes of memory. */
export const MAX_IMAGE_PIXELS = 16_000_000;

const DATA_URL = /^data:image\/([a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

const toDataUrl = (type: string, bytes: Uint8Array) => `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;

function pngDimensions(bytes: Buffer): { width: number; height: number } | undefined {
  // signature (8), IHDR length (4), "IHDR" (4), then width and height
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return PNG.sync.write(png);
}

/** The file up to its IEND chunk: what follows is not the picture (and pngjs refuses it). */
function pngUpToEnd(bytes: Buffer): Buffer {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const next = offset + 12 + length;
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return bytes.subarray(0, next);
    offset = next;
  }
  throw new Error('no IEND');
}

function reencodePng(bytes: Buffer): Buffer {
  const size = pngDimensions(bytes);
  if (!size || size.width * size.height > MAX_IMAGE_PIXELS) throw new Error('too large');
  const decoded = PNG.sync.read(pngUpToEnd(bytes));
  return encodePng(decoded.width, decoded.height, decoded.data);
}

function reencodeJpeg(bytes: Buffer): Buffer {
  const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000, maxMemoryUsageInMB: 256 });
  return jpeg.encode({ data: decoded.data, width: decoded.width, height: decoded.height }, 90).data;
}

function gifToPng(bytes: Buffer): Buffer {
  const reader = new GifReader(bytes);
  if (reader.width * reader.height > MAX_IMAGE_PIXELS || reader.numFrames() < 1) throw new Error('too large');
  const rgba = new Uint8Array(reader.width * reader.height * 4);
  reader.decodeAndBlitFrameRGBA(0, rgba);
  return encodePng(reader.width, reader.height, rgba);
}

const WEBP_IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);
// VP8X flags: ICC profile (0x20), EXIF (0x08), XMP (0x04) — their chunks are dropped
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04;

function rebuildWebp(bytes: Buffer): Buffer {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') throw new Error('not webp');
  const end = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const kept: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= end) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const next = offset + 8 + size + (size % 2);
    if (offset + 8 + size > end) throw new Error('truncated chunk');
    if (WEBP_IMAGE_CHUNKS.has(id)) {
      const chunk = Buffer.from(bytes.subarray(offset, Math.min(next, end)));
      if (id === 'VP8X' && chunk.length > 8) chunk[8] = (chunk[8] ?? 0) & ~VP8X_METADATA_FLAGS;
      kept.push(chunk.length % 2 === 0 ? chunk : Buffer.concat([chunk, Buffer.alloc(1)]));
    }
    offset = next;
  }
  if (!kept.some((chunk) => ['VP8 ', 'VP8L', 'ANMF'].includes(chunk.toString('latin1', 0, 4)))) throw new Error('no picture');
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** A fresh data URL of the picture `dataUrl` holds, or undefined when it does not decode. */
export function reencodeImageDataUrl(dataUrl: string): string | undefined {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return undefined;
  const type = (match[1] ?? '').toLowerCase();
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  try {
    switch (type) {
      case 'png':
        return toDataUrl('png', reencodePng(bytes));
      case 'jpeg':
      case 'jpg':
        return toDataUrl('jpeg', reencodeJpeg(bytes));
      case 'gif':
        return toDataUrl('png', gifToPng(bytes));
      case 'webp':
        return toDataUrl('webp', rebuildWebp(bytes));
      default:
        // not a picture the app shows inline (an attachment, offered as a download): kept
        return /^(svg|html|xml)/.test(type) ? undefined : dataUrl;
    }
  } catch {
    return undefined;
  }
}
