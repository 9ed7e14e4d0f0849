import type { Product } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { catalogueAggregatesOf, stockValueOf, TOP_PRODUCTS } from './stats';

const product = (id: number, price: string, qty: number, status: string, stock = true): Product =>
  ({ id, productName: `P${id}`, productBrand: 'B', category: 'C', stock, sku: id, price, qty, status, image: '' }) as Product;

describe('catalogueAggregatesOf (what the server reads in SQL)', () => {
  it('counts products, stock and statuses in the order of their first product; reviews by status and rating', () => {
    const products = [product(1, '$10.00', 3, 'Published'), product(2, '$5.00', 1, 'Inactive', false), product(3, '$1.00', 2, 'Published')];
    const reviews = [
      { review: 5, status: 'Published' },
      { review: 4, status: 'Pending' },
      { review: 5, status: 'Published' },
    ];
    const agg = catalogueAggregatesOf({ products, reviews });
    expect(agg).toMatchObject({ products: 3, inStock: 2, reviews: { total: 3, published: 2, pending: 1, ratingSum: 14, byRating: [0, 0, 0, 1, 2] } });
    expect(Object.entries(agg.byStatus)).toEqual([
      ['Published', 2],
      ['Inactive', 1],
    ]);
  });

  it('keeps the five highest stock values, the lower id first among equals', () => {
    // ids 7 and 2 hold the same stock value ($20.00); 1 holds the least
    const products = [product(7, '$10.00', 2, 'Published'), product(1, '$1.00', 1, 'Published'), product(2, '$5.00', 4, 'Published'), product(3, '$99.99', 1, 'Published'), product(4, '$3.00', 9, 'Published'), product(5, '$2.50', 10, 'Published')];
    const top = catalogueAggregatesOf({ products, reviews: [] }).topProducts;
    expect(top).toHaveLength(TOP_PRODUCTS);
    expect(top.map((p) => p.id)).toEqual([3, 4, 5, 2, 7]);
    expect(stockValueOf(products[0] as Product)).toBe(20);
  });
});
