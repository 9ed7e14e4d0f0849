// Builds a Mantine 10-shade tuple around a brand colour: shade 6 is the colour itself and
// shade 7 (Mantine's hover shade) is 10 % darker, which for #7367F0 gives the spec's #675DD8.
import type { MantineColorsTuple } from '@mantine/core';

export const DEFAULT_PRIMARY = '#7367F0';
/** The spec names the default brand's darker variant exactly; other colours compute theirs. */
export const DEFAULT_PRIMARY_HOVER = '#675DD8';

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Mixes `rgb` toward `target` by `amount` (0..1). */
const mix = (rgb: Rgb, target: number, amount: number): Rgb => rgb.map((c) => c + (target - c) * amount) as Rgb;

const LIGHTER = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16];
const DARKER = [0.1, 0.22, 0.34];

export function generatePalette(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const shades = [...LIGHTER.map((a) => toHex(mix(base, 255, a))), toHex(base), ...DARKER.map((a) => toHex(mix(base, 0, a)))];
  if (toHex(base) === DEFAULT_PRIMARY) shades[7] = DEFAULT_PRIMARY_HOVER;
  return shades as unknown as MantineColorsTuple;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two hex colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Darkens `hex` in small steps until it reaches `ratio` against `against` (or black). */
export function darkenToContrast(hex: string, against: string, ratio: number): string {
  let rgb = parseHex(hex);
  for (let i = 0; i < 60 && contrastRatio(toHex(rgb), against) < ratio; i += 1) rgb = mix(rgb, 0, 0.04);
  return toHex(rgb);
}

/** The lightest surface text sits on in light mode (--atrium-app-bg), and the ratio we aim for. */
export const LIGHT_APP_BG = '#F8F7FA';
export const AA_TARGET = 4.6;

/**
 * The surfaces text sits on, per scheme: light cards and page; dark cards (dark.6, the lightest
 * navy surface text is put on), bars (dark.7) and page (dark.8).
 */
export const TEXT_SURFACES = { light: ['#FFFFFF', LIGHT_APP_BG], dark: ['#3B405B', '#2F3349', '#25293C'] } as const;

/**
 * The shade coloured text uses in dark mode: the strongest of shades 4..0 (Mantine uses 4) that
 * still reaches AA on every dark surface. Red 4 (#ff8787) is 4.4:1 on a dark card; red 3 clears it.
 */
export function darkTextShade(palette: readonly string[]): number {
  for (let i = 4; i > 0; i -= 1) {
    const shade = palette[i];
    if (shade && TEXT_SURFACES.dark.every((bg) => contrastRatio(shade, bg) >= AA_TARGET)) return i;
  }
  return 0;
}

/**
 * Mantine's stock palettes put white text on shade 7 and coloured text on white at 2.3–4.1:1
 * (green, teal, yellow, orange, cyan, red): under WCAG AA. Shades 6–9 are darkened just enough
 * that white text on them and they as text on the page reach 4.6:1, and shade 9 (the light
 * variant's text) reaches it on shade 1 (the light variant's background). Hues stay the same.
 */
export function accessiblePalette(palette: readonly string[], fromShade = 6): MantineColorsTuple {
  const out = [...palette];
  for (let i = fromShade; i <= 9; i += 1) {
    const shade = out[i];
    if (!shade) continue;
    out[i] = darkenToContrast(shade, LIGHT_APP_BG, AA_TARGET);
    // keep the scale ordered: a shade is never lighter than the one before it
    const prev = out[i - 1];
    if (i > fromShade && prev && luminance(out[i] ?? shade) > luminance(prev)) out[i] = darkenToContrast(out[i] ?? shade, prev, 1.15);
  }
  const light = out[1];
  if (light && out[9]) out[9] = darkenToContrast(out[9], light, AA_TARGET);
  return out as unknown as MantineColorsTuple;
}
