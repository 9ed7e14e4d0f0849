// The demo admin's notifications (login:1, decision 0026): what the product would have told them
// about the seed's own records — its newest order, a flagged footfall anomaly, its newest user, an
// invoice paid in full — each dated by the seed's clock (`now`), never after it. Every other
// account starts with none: its notifications are written by what happens to it from then on.
import type { Invoice, Notification, Order, UserDetail } from '@atrium/api';
import { seedMoment } from './random';

/** An order's instant from its month/day/year and 12-hour texts (the seed writes them in UTC). */
export function orderInstant(order: Pick<Order, 'date' | 'time'>): Date {
  const [month = 1, day = 1, year = 1970] = order.date.split('/').map(Number);
  const [, h = '12', m = '0', half = 'AM'] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(order.time) ?? [];
  const hours = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return new Date(Date.UTC(year, month - 1, day, hours, Number(m)));
}

export interface NotificationSources {
  orders: readonly Order[];
  invoices: readonly Invoice[];
  users: readonly UserDetail[];
}

/** Oldest first (ids in the order they happened); the list answers newest first. */
export function seedNotifications(now: Date, { orders, invoices, users }: NotificationSources): Notification[] {
  const items: Array<Omit<Notification, 'id'>> = [];
  // times of day on the seed's days (the same seed all day long, never after its now: seedMoment)
  const paidAt = seedMoment(now, 3, 11 * 60 + 25, 3);
  const paid = invoices
    .filter((i) => i.invoiceStatus === 'Paid' && Date.parse(i.issuedDate) <= paidAt.getTime())
    .sort((a, b) => Date.parse(b.issuedDate) - Date.parse(a.issuedDate) || b.id - a.id)[0];
  if (paid) {
    items.push({ kind: 'invoicePaid', params: { invoice: paid.id, client: paid.client.company || paid.client.name }, link: `/apps/invoice/preview/${paid.id}`, createdAt: paidAt.toISOString(), read: false });
  }
  const newest = users.reduce<UserDetail | undefined>((best, u) => (best === undefined || u.id > best.id ? u : best), undefined);
  if (newest) {
    items.push({ kind: 'userJoined', params: { name: newest.fullName }, link: `/apps/user/view/${newest.id}`, createdAt: seedMoment(now, 1, 15 * 60 + 10, 2).toISOString(), read: true });
  }
  items.push({ kind: 'anomalyFlagged', params: {}, link: '/dashboards/all-branches', createdAt: seedMoment(now, 0, 8 * 60 + 40, 1).toISOString(), read: false });
  const latest = orders.reduce<Order | undefined>((best, o) => (best === undefined || orderInstant(o) > orderInstant(best) ? o : best), undefined);
  if (latest) {
    const at = orderInstant(latest);
    items.push({ kind: 'orderPlaced', params: { order: latest.order, customer: latest.customer }, link: `/apps/ecommerce/order/details/${latest.id}`, createdAt: (at > now ? now : at).toISOString(), read: false });
  }
  return items
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((n, i) => ({ id: i + 1, ...n }));
}
