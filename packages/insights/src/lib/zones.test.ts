import { describe, expect, it } from 'vitest';
import { fitViewBox, zoneKindNote } from './zones';

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
