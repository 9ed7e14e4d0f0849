import { describe, expect, it } from 'vitest';
import { fillPlan, fitViewBox, zoneKindNote } from './zones';

describe('@atrium/insights zones', () => {
  // regression (issue 21): the zone table read "Checkout / Checkout"
  it('leaves out a kind the name already says', () => {
    expect(zoneKindNote('Checkout', 'Checkout')).toBeNull();
    expect(zoneKindNote('Fitting rooms', 'Fitting room')).toBeNull();
    expect(zoneKindNote('Main entrance', 'Entrance')).toBeNull();
    expect(zoneKindNote('Cafe', 'Café')).toBeNull();
    expect(zoneKindNote('Promo island', 'Promotion')).toBe('Promotion');
    expect(zoneKindNote('Aisle A — apparel', 'Aisle')).toBeNull();
    expect(zoneKindNote('Checkout', 'الدفع')).toBe('الدفع');
  });

  // regression (issue 21): the floor plan was drawn on the whole 0..100 grid, mostly empty
  it('frames the plan on its zones', () => {
    const zones = [{ position: { x: 36, y: 84, w: 28, h: 16 } }, { position: { x: 4, y: 6, w: 56, h: 44 } }, { position: { x: 64, y: 6, w: 32, h: 40 } }];
    expect(fitViewBox(zones, 1)).toEqual({ x: 3, y: 5, w: 94, h: 96 });
    expect(fitViewBox([{ position: { x: 40, y: 40, w: 20, h: 10 } }], 0)).toEqual({ x: 40, y: 40, w: 20, h: 10 });
    expect(fitViewBox([])).toEqual({ x: 0, y: 0, w: 100, h: 100 });
  });
});

describe('@atrium/insights fillPlan', () => {
  const SMALL = [
    { x: 36, y: 84, w: 28, h: 16 },
    { x: 62, y: 56, w: 34, h: 24 },
    { x: 4, y: 56, w: 30, h: 24 },
    { x: 4, y: 6, w: 56, h: 44 },
    { x: 64, y: 6, w: 32, h: 40 },
    { x: 36, y: 56, w: 22, h: 20 },
  ];
  const area = (rs: ReadonlyArray<{ w: number; h: number }>) => rs.reduce((sum, r) => sum + r.w * r.h, 0);

  it('grows every zone into the empty floor around it, without overlaps, each keeping its place', () => {
    const frame = fitViewBox(SMALL.map((position) => ({ position })), 1);
    const filled = fillPlan(SMALL, frame, 1.5);
    filled.forEach((r, i) => {
      const o = SMALL[i];
      if (!o) throw new Error('missing');
      // contains the seed's rectangle
      expect(r.x).toBeLessThanOrEqual(o.x);
      expect(r.y).toBeLessThanOrEqual(o.y);
      expect(r.x + r.w).toBeGreaterThanOrEqual(o.x + o.w);
      expect(r.y + r.h).toBeGreaterThanOrEqual(o.y + o.h);
      filled.forEach((q, j) => {
        if (i !== j) expect(r.x < q.x + q.w && q.x < r.x + r.w && r.y < q.y + q.h && q.y < r.y + r.h).toBe(false);
      });
    });
    // the seed's plan covers about two thirds of its frame; filled, most of the frame is zones
    expect(area(SMALL) / (frame.w * frame.h)).toBeLessThan(0.7);
    expect(area(filled) / (frame.w * frame.h)).toBeGreaterThan(0.85);
  });
});
