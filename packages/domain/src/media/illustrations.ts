// The shipped illustrations for products (one per category) and courses (one per tag): small,
// flat SVG drawings on a soft tinted card. Each takes the accent colour, so the same category
// still varies a little from product to product without any text drawn into the image.

type Draw = (accent: string) => string;

const INK = '#2F2B3D';
const PAPER = '#FFFFFF';

const draw: Record<string, Draw> = {
  // a laptop with a phone leaning on it
  Electronics: (a) =>
    `<rect x="38" y="30" width="72" height="46" rx="4" fill="${INK}"/><rect x="43" y="35" width="62" height="36" rx="2" fill="${a}"/><path d="M30 80h88l-6 8H36z" fill="${INK}" opacity=".85"/><rect x="110" y="46" width="22" height="40" rx="4" fill="${INK}"/><rect x="113" y="50" width="16" height="30" rx="2" fill="${PAPER}"/><circle cx="121" cy="83" r="1.5" fill="${PAPER}"/>`,
  // a backpack
  Accessories: (a) =>
    `<path d="M66 34a14 14 0 0 1 28 0" fill="none" stroke="${INK}" stroke-width="5"/><rect x="52" y="34" width="56" height="58" rx="14" fill="${a}"/><rect x="62" y="62" width="36" height="22" rx="5" fill="${INK}" opacity=".85"/><rect x="62" y="62" width="36" height="6" rx="3" fill="${PAPER}" opacity=".5"/><circle cx="80" cy="48" r="3" fill="${PAPER}"/>`,
  // a running shoe
  Shoes: (a) =>
    `<path d="M34 82V58c8 0 14-4 18-12l10 3c4 8 14 14 26 16l26 5c6 1 10 6 10 12v0H34z" fill="${a}"/><path d="M34 82h90v6c0 2-2 4-4 4H38c-2 0-4-2-4-4z" fill="${INK}"/><path d="M58 58l8 4M64 52l8 5M70 47l7 5" stroke="${PAPER}" stroke-width="3" stroke-linecap="round"/>`,
  // a desk lamp
  Office: (a) =>
    `<rect x="52" y="86" width="44" height="7" rx="3.5" fill="${INK}"/><path d="M72 86L62 58l26-20" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M82 30l26 8-8 18-24-10z" fill="${a}"/><circle cx="62" cy="58" r="5" fill="${a}"/><path d="M100 58l6 10M94 60l2 11" stroke="${a}" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
  // a vase with leaves
  'Home Decor': (a) =>
    `<path d="M80 62c-4-14-14-22-26-24 2 12 12 22 26 24zM80 62c4-16 14-26 28-28-2 14-12 26-28 28zM80 62c-2-16 0-28 6-36 4 12 2 26-6 36z" fill="${a}"/><path d="M66 62h28c0 6 6 10 6 18 0 8-8 12-20 12s-20-4-20-12c0-8 6-12 6-18z" fill="${INK}"/><rect x="64" y="60" width="32" height="5" rx="2.5" fill="${INK}" opacity=".7"/>`,
  // a game controller
  Games: (a) =>
    `<path d="M52 44h56c12 0 18 10 20 24s-2 24-10 24c-6 0-10-6-14-12H56c-4 6-8 12-14 12-8 0-12-10-10-24s8-24 20-24z" fill="${INK}"/><path d="M56 58h14M63 51v14" stroke="${PAPER}" stroke-width="4" stroke-linecap="round"/><circle cx="98" cy="54" r="4" fill="${a}"/><circle cx="106" cy="62" r="4" fill="${a}"/><circle cx="90" cy="62" r="4" fill="${PAPER}"/><circle cx="98" cy="70" r="4" fill="${PAPER}"/>`,
  // a browser window showing a shop front
  Web: (a) =>
    `<rect x="34" y="26" width="92" height="68" rx="6" fill="${PAPER}"/><rect x="34" y="26" width="92" height="12" rx="6" fill="${INK}"/><circle cx="42" cy="32" r="2" fill="${a}"/><circle cx="49" cy="32" r="2" fill="${PAPER}"/><path d="M48 46h64l-4 10H52z" fill="${a}"/><path d="M52 56h8v0a4 4 0 0 1-8 0zM68 56h8a4 4 0 0 1-8 0zM84 56h8a4 4 0 0 1-8 0zM100 56h8a4 4 0 0 1-8 0z" fill="${a}" opacity=".7"/><rect x="54" y="64" width="18" height="22" rx="2" fill="${INK}" opacity=".8"/><rect x="78" y="64" width="28" height="14" rx="2" fill="${a}" opacity=".4"/>`,
  // shapes and a pen nib
  Design: (a) =>
    `<circle cx="58" cy="52" r="18" fill="${a}"/><rect x="74" y="56" width="30" height="30" rx="4" fill="${INK}" opacity=".85"/><path d="M106 28l14 14-26 26-18 4 4-18z" fill="${PAPER}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><circle cx="95" cy="53" r="3" fill="${INK}"/>`,
  // two speech bubbles: a shopper and a sales assistant
  Psychology: (a) =>
    `<path d="M36 34h52a8 8 0 0 1 8 8v22a8 8 0 0 1-8 8H56l-12 10v-10h-8a8 8 0 0 1-8-8V42a8 8 0 0 1 8-8z" fill="${a}"/><path d="M72 56h44a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8h-4v10l-12-10H72a8 8 0 0 1-8-8V64a8 8 0 0 1 8-8z" fill="${INK}"/><path d="M42 48h36M42 57h24" stroke="${PAPER}" stroke-width="4" stroke-linecap="round"/><circle cx="82" cy="72" r="3" fill="${PAPER}"/><circle cx="94" cy="72" r="3" fill="${PAPER}"/><circle cx="106" cy="72" r="3" fill="${PAPER}"/>`,
  // a phone with cards on screen
  'UI/UX': (a) =>
    `<rect x="58" y="20" width="44" height="80" rx="8" fill="${INK}"/><rect x="62" y="28" width="36" height="62" rx="3" fill="${PAPER}"/><rect x="66" y="33" width="28" height="16" rx="3" fill="${a}"/><rect x="66" y="53" width="28" height="5" rx="2.5" fill="${INK}" opacity=".3"/><rect x="66" y="61" width="18" height="5" rx="2.5" fill="${INK}" opacity=".3"/><rect x="66" y="74" width="28" height="10" rx="5" fill="${a}"/><path d="M108 62l16 6-7 3-3 7z" fill="${a}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
  // a palette and a brush
  Art: (a) =>
    `<path d="M80 28c-26 0-44 16-44 34 0 16 14 28 30 28 8 0 8-8 4-12-4-4 0-10 6-10h12c14 0 24-8 24-18 0-14-14-22-32-22z" fill="${PAPER}" stroke="${INK}" stroke-width="3"/><circle cx="58" cy="52" r="6" fill="${a}"/><circle cx="74" cy="40" r="6" fill="${INK}"/><circle cx="94" cy="42" r="6" fill="#FF9F43"/><circle cx="56" cy="70" r="6" fill="#28C76F"/><path d="M132 26l-30 40" stroke="${INK}" stroke-width="5" stroke-linecap="round"/><path d="M102 66c-4 2-6 6-6 10 4 0 8-2 10-6z" fill="${a}"/>`,
};

/** A 160×120 illustration for `kind` (a product category or a course tag), in `accent`. */
export function illustrationSvg(kind: string, accent: string): string {
  const body = (draw[kind] ?? draw.Electronics ?? (() => ''))(accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" rx="10" fill="${accent}" opacity=".14"/>${body}</svg>`;
}

export const ILLUSTRATION_KINDS = Object.keys(draw);
