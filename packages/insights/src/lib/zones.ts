// Zones as a person reads them: a zone's kind only where its name does not already say it, and
// a floor plan framed on the zones rather than on the empty 0..100 grid around them.
import type { Zone } from '@atrium/api';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/s\b/g, '')
    .trim();

/** The kind's label under a zone's name, or null when the name already says it ("Checkout" / "Checkout"). */
export function zoneKindNote(name: string, kindLabel: string): string | null {
  const n = fold(name);
  const k = fold(kindLabel);
  return k.length > 0 && n.includes(k) ? null : kindLabel;
}

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The rectangle around all zones plus `pad` on each side, on the plan's grid. */
export function fitViewBox(zones: ReadonlyArray<Pick<Zone, 'position'>>, pad = 2): ViewBox {
  if (zones.length === 0) return { x: 0, y: 0, w: 100, h: 100 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { position: p } of zones) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x + p.w);
    maxY = Math.max(maxY, p.y + p.h);
  }
  return { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad };
}
