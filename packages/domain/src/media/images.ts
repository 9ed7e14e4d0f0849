// Generated images as data-URI SVGs: the demo must not hot-link outside hosts, and data URIs work
// the same in the browser worker, Storybook and the node server. Avatars are drawn from a name;
// products and courses use the shipped illustrations (illustrations.ts).
import { illustrationSvg } from './illustrations';

const PALETTE = ['#7367F0', '#28C76F', '#FF9F43', '#00BAD1', '#FF4C51', '#808390', '#675DD8', '#1F9D55'];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

function svgUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export function colorFor(text: string): string {
  return PALETTE[hash(text) % PALETTE.length] ?? '#7367F0';
}

/** A round avatar with the person's initials. */
export function avatar(name: string): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${colorFor(name)}"/><text x="20" y="25" font-family="Public Sans,sans-serif" font-size="14" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`,
  );
}

/** A rectangular thumbnail with a short caption, for products, courses and attachments. */
export function thumbnail(label: string, width = 120, height = 80): string {
  const caption = escapeXml(label.slice(0, 14));
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" rx="6" fill="${colorFor(label)}"/><text x="50%" y="55%" font-family="Public Sans,sans-serif" font-size="12" fill="#fff" text-anchor="middle">${caption}</text></svg>`,
  );
}

/** The profile's cover: a band in the brand's colours with shop awnings, and no caption to read. */
export function coverImage(width = 1200, height = 250): string {
  const awnings = Array.from({ length: 12 }, (_, i) => {
    const x = 40 + i * 96;
    return `<path d="M${x} 170h72v-22l-8-14h-56l-8 14z" fill="#fff" fill-opacity="${i % 2 ? 0.12 : 0.2}"/><rect x="${x + 10}" y="170" width="52" height="60" fill="#fff" fill-opacity="0.08"/>`;
  }).join('');
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7367F0"/><stop offset="1" stop-color="#00BAD1"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${awnings}</svg>`,
  );
}

/** A product's picture: its category's illustration, tinted from the product's name. */
export function productImage(category: string, name: string): string {
  return svgUri(illustrationSvg(category, colorFor(name)));
}

/** A course's picture: its tag's illustration, tinted from the course title. */
export function courseImage(tag: string, title: string): string {
  return svgUri(illustrationSvg(tag, colorFor(title)));
}

/** A flag emoji from an ISO 3166 alpha-2 code. */
export function flagEmoji(countryCode: string): string {
  return [...countryCode.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}
