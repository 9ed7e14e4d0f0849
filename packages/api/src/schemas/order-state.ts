// One state machine for an order: its payment (SPEC §3 codes 1 to 4) and its delivery status
// (SPEC §4). Which pairs may exist, and which single steps lead from one to another. The seed
// draws only allowed pairs, the order page offers only allowed steps, and the API (mock and
// server) answers 400 to any other.
//
// Delivery: Dispatched → Ready to Pickup → Delivered (collected), or Dispatched → Out for
// Delivery → Delivered (courier); it never goes back. Payment: pending → paid | failed |
// cancelled; failed → paid | cancelled (a retry or a give-up); paid and cancelled are final.
// A pair is allowed when the goods are not out of the door without a live payment:
// - paid: any status;
// - pending (pay on pickup or on delivery): anything but Delivered;
// - failed, cancelled: Dispatched or Ready to Pickup (held, never Out for Delivery or Delivered).
// A failed or cancelled order does not move; it moves again once paid.
import { z } from 'zod';
import { ORDER_STATUSES, orderStatusSchema, type Order, type OrderStatus } from './ecommerce';

export const ORDER_PAYMENT_STATES = ['paid', 'pending', 'cancelled', 'failed'] as const;
export type PaymentState = (typeof ORDER_PAYMENT_STATES)[number];
export type PaymentCode = 1 | 2 | 3 | 4;

/** §3 payment code → its meaning. */
export const PAYMENT_CODE_STATES: Record<PaymentCode, PaymentState> = { 1: 'paid', 2: 'pending', 3: 'cancelled', 4: 'failed' };
export const PAYMENT_STATE_CODES: Record<PaymentState, PaymentCode> = { paid: 1, pending: 2, cancelled: 3, failed: 4 };

export function paymentState(code: number): PaymentState {
  return PAYMENT_CODE_STATES[code as PaymentCode] ?? 'pending';
}

/** The delivery statuses each payment state may be seen with. */
export const ALLOWED_DELIVERY: Record<PaymentState, readonly OrderStatus[]> = {
  paid: ORDER_STATUSES,
  pending: ['Dispatched', 'Ready to Pickup', 'Out for Delivery'],
  failed: ['Dispatched', 'Ready to Pickup'],
  cancelled: ['Dispatched', 'Ready to Pickup'],
};

/** Single delivery steps forward. */
export const DELIVERY_STEPS: Record<OrderStatus, readonly OrderStatus[]> = {
  Dispatched: ['Ready to Pickup', 'Out for Delivery'],
  'Ready to Pickup': ['Delivered'],
  'Out for Delivery': ['Delivered'],
  Delivered: [],
};

/** Single payment steps. */
export const PAYMENT_STEPS: Record<PaymentState, readonly PaymentState[]> = {
  pending: ['paid', 'failed', 'cancelled'],
  failed: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

/** Payment states under which the delivery may move forward. */
const MOVING: readonly PaymentState[] = ['paid', 'pending'];

export function isAllowedOrderState(payment: number, status: OrderStatus): boolean {
  return ALLOWED_DELIVERY[paymentState(payment)].includes(status);
}

/** What may follow the current state, one field at a time. */
export function orderTransitions(order: Pick<Order, 'payment' | 'status'>): { status: OrderStatus[]; payment: PaymentCode[] } {
  const payment = paymentState(order.payment);
  const status = MOVING.includes(payment) ? DELIVERY_STEPS[order.status].filter((next) => ALLOWED_DELIVERY[payment].includes(next)) : [];
  const payments = PAYMENT_STEPS[payment].filter((next) => ALLOWED_DELIVERY[next].includes(order.status)).map((next) => PAYMENT_STATE_CODES[next]);
  return { status, payment: payments };
}

/** A change of the status, of the payment, or of both (applied payment first). */
export const orderUpdateSchema = z
  .strictObject({
    status: orderStatusSchema.optional(),
    payment: z.number().int().min(1).max(4).optional(),
    /** the order's version the change started from (Order.version); a newer one answers 409. Absent: last write wins. */
    version: z.number().int().min(1).optional(),
  })
  .refine((u) => u.status !== undefined || u.payment !== undefined, { message: 'Nothing to change', path: ['status'] });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

/** The order after `update`, or the reason it is not allowed. */
export function applyOrderUpdate(
  order: Pick<Order, 'payment' | 'status'>,
  update: OrderUpdate,
): { ok: true; payment: number; status: OrderStatus } | { ok: false; field: 'status' | 'payment'; message: string } {
  let { payment, status } = order;
  if (update.payment !== undefined && update.payment !== payment) {
    if (!orderTransitions({ payment, status }).payment.includes(update.payment as PaymentCode)) {
      return { ok: false, field: 'payment', message: `A ${paymentState(payment)} payment cannot become ${paymentState(update.payment)} while the order is ${status}` };
    }
    payment = update.payment;
  }
  if (update.status !== undefined && update.status !== status) {
    if (!orderTransitions({ payment, status }).status.includes(update.status)) {
      return { ok: false, field: 'status', message: `An order that is ${status} with a ${paymentState(payment)} payment cannot become ${update.status}` };
    }
    status = update.status;
  }
  return { ok: true, payment, status };
}
