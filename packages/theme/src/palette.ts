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
