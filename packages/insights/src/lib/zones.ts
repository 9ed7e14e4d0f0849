// Zones as a person reads them: a zone's kind only where its name does not already say it, and
// a floor plan framed on the zones rather than on the empty 0..100 grid around them.
import type { Zone } from '@atrium/api/insights';

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

type Rect = Zone['position'];

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;

/**
 * A schematic plan that fills its frame: each zone grows left, right, up and down until it meets
 * a neighbour (less `gutter`) or the frame, in turn, so no two zones ever overlap and each keeps
 * its place relative to the others. The seed's plans are sparse; drawn as they are, most of the
 * plan was empty floor between small boxes.
 */
export function fillPlan(rects: readonly Rect[], frame: ViewBox, gutter = 1.5): Rect[] {
  const out = rects.map((r) => ({ x0: r.x, y0: r.y, x1: r.x + r.w, y1: r.y + r.h }));
  const left = frame.x + gutter / 2;
  const top = frame.y + gutter / 2;
  const right = frame.x + frame.w - gutter / 2;
  const bottom = frame.y + frame.h - gutter / 2;
  out.forEach((r, i) => {
    const others = () => out.filter((_, j) => j !== i);
    r.x0 = Math.max(left, ...others().filter((o) => overlaps(r.y0, r.y1, o.y0, o.y1) && o.x1 <= r.x0).map((o) => o.x1 + gutter));
    r.x1 = Math.min(right, ...others().filter((o) => overlaps(r.y0, r.y1, o.y0, o.y1) && o.x0 >= r.x1).map((o) => o.x0 - gutter));
    r.y0 = Math.max(top, ...others().filter((o) => overlaps(r.x0, r.x1, o.x0, o.x1) && o.y1 <= r.y0).map((o) => o.y1 + gutter));
    r.y1 = Math.min(bottom, ...others().filter((o) => overlaps(r.x0, r.x1, o.x0, o.x1) && o.y0 >= r.y1).map((o) => o.y0 - gutter));
  });
  return out.map((r) => ({ x: r.x0, y: r.y0, w: r.x1 - r.x0, h: r.y1 - r.y0 }));
}
