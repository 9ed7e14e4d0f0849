// A customer's order count and total spent are counted from their orders (decision 0028), never stored.
import { fromMinor, toMinor, type CustomerDetail, type Order } from '@atrium/api';

/**
 * Each customer's orders and what they spent, in cents, counted from the orders (decision 0028):
 * an order is its customer's by the email it was placed with, any case (the server's orders point
 * at the customer's row; the seed's orders carry their customer's email).
 */
export function customerOrderTotals(orders: readonly Order[]): Map<string, { orders: number; spentMinor: number }> {
  const totals = new Map<string, { orders: number; spentMinor: number }>();
  for (const order of orders) {
    const key = order.email.toLowerCase();
    const total = totals.get(key) ?? { orders: 0, spentMinor: 0 };
    total.orders += 1;
    total.spentMinor += toMinor(order.spent);
    totals.set(key, total);
  }
  return totals;
}

/** The customer with their order count and total spent from `totals` (customerOrderTotals). */
export function withOrderTotals(customer: CustomerDetail, totals: ReadonlyMap<string, { orders: number; spentMinor: number }>): CustomerDetail {
  const total = totals.get(customer.email.toLowerCase());
  return { ...customer, order: total?.orders ?? 0, totalSpent: fromMinor(total?.spentMinor ?? 0) };
}
