import { describe, expect, it } from 'vitest';
import { createSeed, lazyClone, lazyObject } from './index';

const built = (db: object, key: string) => !('get' in (Object.getOwnPropertyDescriptor(db, key) ?? {}));

describe('the lazy seed', () => {
  it('builds a collection when it is first read, and only that one', () => {
    const db = createSeed({ now: new Date('2025-06-15T00:00:00Z') });
    expect(built(db, 'invoices')).toBe(false);
    expect(db.invoices.length).toBeGreaterThan(0);
    expect(built(db, 'invoices')).toBe(true);
    expect(built(db, 'products')).toBe(false);
    expect(built(db, 'reviews')).toBe(false);
  });

  it('builds each value once, keeps writes, and lists every key', () => {
    let calls = 0;
    const o = lazyObject<{ a: number[]; b: string }>({ a: () => (calls += 1, [1, 2]), b: () => 'x' });
    expect(Object.keys(o)).toEqual(['a', 'b']);
    o.a.push(3);
    expect(o.a).toEqual([1, 2, 3]);
    expect(calls).toBe(1);
    o.b = 'y';
    expect(o.b).toBe('y');
    expect(JSON.parse(JSON.stringify(o))).toEqual({ a: [1, 2, 3], b: 'y' });
  });

  it('builds reviews from the products as seeded, even after the products were edited', () => {
    const now = new Date('2025-06-15T00:00:00Z');
    const edited = createSeed({ now });
    for (const product of edited.products) product.category = 'Gaming';
    expect(edited.reviews).toEqual(createSeed({ now }).reviews);
  });

  it('gives each copy its own collections', () => {
    const template = createSeed({ now: new Date('2025-06-15T00:00:00Z') });
    const first = lazyClone(template);
    const second = lazyClone(template);
    first.invoices.pop();
    expect(second.invoices.length).toBe(template.invoices.length);
    expect(first.invoices.length).toBe(template.invoices.length - 1);
  });
});
