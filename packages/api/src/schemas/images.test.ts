// Security review #7: an uploaded image is what its type says. A data URL's declared raster type
// is checked against the file's first bytes, so an SVG or HTML file relabelled as PNG (stored XSS
// once a server serves the bytes from its own origin) is refused by the mock and the server alike.
import { describe, expect, it } from 'vitest';
import { isRasterImageDataUrl, isSafeImageSrc } from './common';
import { avatarSchema } from './pages';

const b64 = (bytes: number[] | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];

describe('raster image data URLs (magic bytes)', () => {
  it('accepts real PNG, JPEG, GIF and WebP headers', () => {
    expect(isRasterImageDataUrl(`data:image/png;base64,${b64(PNG)}`)).toBe(true);
    expect(isRasterImageDataUrl(`data:image/jpeg;base64,${b64(JPEG)}`)).toBe(true);
    expect(isRasterImageDataUrl(`data:image/gif;base64,${b64('GIF89a\x01\x00\x01\x00')}`)).toBe(true);
    expect(isRasterImageDataUrl(`data:image/webp;base64,${b64('RIFF\x24\x00\x00\x00WEBPVP8 ')}`)).toBe(true);
  });

  it('refuses an SVG or HTML file labelled as PNG or JPEG', () => {
    const svg = b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
    const html = b64('<!doctype html><script>alert(document.cookie)</script>');
    for (const body of [svg, html]) {
      expect(isRasterImageDataUrl(`data:image/png;base64,${body}`)).toBe(false);
      expect(isRasterImageDataUrl(`data:image/jpeg;base64,${body}`)).toBe(false);
      expect(isSafeImageSrc(`data:image/png;base64,${body}`)).toBe(false);
      expect(avatarSchema.safeParse(`data:image/png;base64,${body}`).success).toBe(false);
    }
  });

  it('refuses a PNG labelled as JPEG, a type the caller does not take, and broken base64', () => {
    expect(isRasterImageDataUrl(`data:image/jpeg;base64,${b64(PNG)}`)).toBe(false);
    expect(isRasterImageDataUrl(`data:image/gif;base64,${b64('GIF89a\x01\x00')}`, ['png', 'jpeg', 'webp'])).toBe(false);
    expect(isRasterImageDataUrl('data:image/png;base64,!!!!')).toBe(false);
    expect(isRasterImageDataUrl('data:image/png;base64,')).toBe(false);
  });
});
