// Issue 22 #7: the server re-encodes every image it stores. Each case uploads a polyglot (a valid
// picture with HTML and script appended, or hidden in its metadata) through the HTTP API and reads
// back what was stored: the picture is there, the payload is not.
import { Buffer } from 'node:buffer';
import { crc32 } from 'node:zlib';
import { API_PATHS, buildPath, type ProductEdit, type UserDetail } from '@atrium/api';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reencodeImageDataUrl } from '../src/images';
import { createServer, type AtriumServer } from '../src/index';
import { call, login, PRODUCT_BODY, SEED_CACHE } from './helpers';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await createServer({ logger: false, now: new Date('2025-06-15T10:00:00Z'), ...(SEED_CACHE ? { seedCache: SEED_CACHE } : {}) });
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const PAYLOAD = '<html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>';

/** A 2×2 red PNG, with a tEXt chunk carrying the payload before IEND and the payload after it. */
function pngPolyglot(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([255, 0, 0, 255], i);
  const clean = PNG.sync.write(png);
  const text = Buffer.from(`Comment\0${PAYLOAD}`, 'latin1');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
  const iend = clean.length - 12;
  return Buffer.concat([clean.subarray(0, iend), chunk, clean.subarray(iend), Buffer.from(PAYLOAD)]);
}

/** A 4×4 JPEG with the payload in a COM segment and after its end marker. */
function jpegPolyglot(): Buffer {
  const data = Buffer.alloc(4 * 4 * 4, 200);
  const clean = Buffer.from(jpeg.encode({ data, width: 4, height: 4 }, 90).data);
  const comment = Buffer.from(PAYLOAD, 'latin1');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
  return Buffer.concat([clean.subarray(0, 2), com, clean.subarray(2), Buffer.from(PAYLOAD)]);
}

const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const bytesOf = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

function expectNoPayload(url: string) {
  const bytes = bytesOf(url).toString('latin1');
  expect(bytes).not.toMatch(/<script|<html|onerror|alert\(/i);
}

const PRODUCT = { ...PRODUCT_BODY, productName: 'Polyglot Test Lamp', sku: 77_007, description: '<p>lamp</p>' };

describe('uploaded images are stored re-encoded', () => {
  it('the polyglots carry their payload before the upload (the attack is real)', () => {
    expect(pngPolyglot().toString('latin1')).toContain('<script>');
    expect(jpegPolyglot().toString('latin1')).toContain('<script>');
  });

  it('a product image PNG and JPEG with HTML and script appended and in metadata come back as the picture alone', async () => {
    const images = [dataUrl('png', pngPolyglot()), dataUrl('jpeg', jpegPolyglot())];
    const res = await call(server, 'POST', API_PATHS.products, { token: admin, body: { ...PRODUCT, images } });
    expect(res.status).toBe(201);
    const id = (res.body as { id: number }).id;
    const edit = await call(server, 'GET', buildPath(API_PATHS.product, { id }), { token: admin });
    const [png = '', jpg = ''] = (edit.body as ProductEdit).values.images;
    expect(png).toMatch(/^data:image\/png;base64,/);
    expect(jpg).toMatch(/^data:image\/jpeg;base64,/);
    expectNoPayload(png);
    expectNoPayload(jpg);
    // still the same pictures
    const decoded = PNG.sync.read(bytesOf(png));
    expect([decoded.width, decoded.height, ...decoded.data.subarray(0, 4)]).toEqual([2, 2, 255, 0, 0, 255]);
    const photo = jpeg.decode(bytesOf(jpg), { useTArray: true });
    expect([photo.width, photo.height]).toEqual([4, 4]);
  });

  it('an avatar PNG polyglot is stored without its payload', async () => {
    const body = { fullName: 'Polyglot Avatar', username: 'polyglot.avatar', email: 'polyglot.avatar@example.com', currentPlan: 'basic', avatar: dataUrl('png', pngPolyglot()) };
    const res = await call(server, 'POST', API_PATHS.users, { token: admin, body });
    expect(res.status).toBe(201);
    const id = (res.body as { id: number }).id;
    const user = await call(server, 'GET', buildPath(API_PATHS.user, { id }), { token: admin });
    const avatar = (user.body as UserDetail).avatar;
    expect(avatar).toMatch(/^data:image\/png;base64,/);
    expectNoPayload(avatar);
  });

  it('bytes that start like a PNG but are not one are refused, not stored', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(PAYLOAD)]);
    const res = await call(server, 'POST', API_PATHS.products, { token: admin, body: { ...PRODUCT, sku: 77_008, images: [dataUrl('png', fake)] } });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string[]> }).errors['images.0']).toEqual(['Not an image']);
  });
});

describe('reencodeImageDataUrl', () => {
  it('turns a GIF into a PNG of its picture and drops what follows the file', () => {
    // a 1×1 GIF (one black pixel) with the payload appended
    const gif = Buffer.concat([Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), Buffer.from(PAYLOAD)]);
    const out = reencodeImageDataUrl(dataUrl('gif', gif)) ?? '';
    expect(out).toMatch(/^data:image\/png;base64,/);
    expectNoPayload(out);
  });

  it('keeps only the picture chunks of a WebP: EXIF, XMP, unknown chunks and trailing bytes go', () => {
    const chunk = (id: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.write(id, 0, 'latin1');
      head.writeUInt32LE(data.length, 4);
      return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
    };
    const vp8l = chunk('VP8L', Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x07, 0x10, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]));
    const body = Buffer.concat([vp8l, chunk('EXIF', Buffer.from(PAYLOAD)), chunk('XMP ', Buffer.from(PAYLOAD))]);
    const header = Buffer.alloc(12);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(4 + body.length, 4);
    header.write('WEBP', 8, 'latin1');
    const out = reencodeImageDataUrl(dataUrl('webp', Buffer.concat([header, body, Buffer.from(PAYLOAD)]))) ?? '';
    expect(out).toMatch(/^data:image\/webp;base64,/);
    expectNoPayload(out);
    expect(bytesOf(out).toString('latin1')).toContain('VP8L');
  });

  it('refuses SVG and HTML relabelled as images', () => {
    expect(reencodeImageDataUrl(dataUrl('svg+xml', Buffer.from('<svg onload="alert(1)"/>')))).toBeUndefined();
    expect(reencodeImageDataUrl(dataUrl('png', Buffer.from(PAYLOAD)))).toBeUndefined();
  });
});
