import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './ecommerce';
import { applyOrderUpdate, isAllowedOrderState, orderTransitions, orderUpdateSchema } from './order-state';

const CODES = [1, 2, 3, 4] as const;
const allowedStates = CODES.flatMap((payment) => ORDER_STATUSES.filter((status) => isAllowedOrderState(payment, status)).map((status) => ({ payment, status })));

describe('@atrium/api order state machine', () => {
  it('a cancelled (3) or failed (4) order is never Out for Delivery or Delivered; pending (2) is never Delivered', () => {
    for (const payment of [3, 4]) {
      expect(isAllowedOrderState(payment, 'Out for Delivery')).toBe(false);
      expect(isAllowedOrderState(payment, 'Delivered')).toBe(false);
      expect(isAllowedOrderState(payment, 'Dispatched')).toBe(true);
    }
    expect(isAllowedOrderState(2, 'Delivered')).toBe(false);
    expect(isAllowedOrderState(2, 'Out for Delivery')).toBe(true);
    for (const status of ORDER_STATUSES) expect(isAllowedOrderState(1, status)).toBe(true);
    expect(allowedStates).toHaveLength(4 + 3 + 2 + 2);
  });

  it('every offered step leads from an allowed state to an allowed state', () => {
    for (const state of allowedStates) {
      const next = orderTransitions(state);
      for (const status of next.status) expect(isAllowedOrderState(state.payment, status)).toBe(true);
      for (const payment of next.payment) expect(isAllowedOrderState(payment, state.status)).toBe(true);
    }
  });

  it('delivery only moves forward, one step, and only with a paid or pending payment', () => {
    expect(orderTransitions({ payment: 1, status: 'Dispatched' }).status).toEqual(['Ready to Pickup', 'Out for Delivery']);
    expect(orderTransitions({ payment: 1, status: 'Out for Delivery' }).status).toEqual(['Delivered']);
    expect(orderTransitions({ payment: 1, status: 'Delivered' })).toEqual({ status: [], payment: [] });
    expect(orderTransitions({ payment: 2, status: 'Out for Delivery' }).status).toEqual([]);
    expect(orderTransitions({ payment: 4, status: 'Dispatched' }).status).toEqual([]);
    expect(orderTransitions({ payment: 3, status: 'Ready to Pickup' })).toEqual({ status: [], payment: [] });
  });

  it('payment: pending → paid, failed, cancelled; failed → paid, cancelled; unless the delivery forbids it', () => {
    expect(orderTransitions({ payment: 2, status: 'Dispatched' }).payment).toEqual([1, 4, 3]);
    expect(orderTransitions({ payment: 4, status: 'Ready to Pickup' }).payment).toEqual([1, 3]);
    expect(orderTransitions({ payment: 2, status: 'Out for Delivery' }).payment).toEqual([1]);
  });

  it('applyOrderUpdate accepts an allowed step and refuses the rest with the field at fault', () => {
    expect(applyOrderUpdate({ payment: 2, status: 'Out for Delivery' }, { payment: 1, status: 'Delivered' })).toEqual({ ok: true, payment: 1, status: 'Delivered' });
    expect(applyOrderUpdate({ payment: 3, status: 'Dispatched' }, { status: 'Out for Delivery' })).toMatchObject({ ok: false, field: 'status' });
    expect(applyOrderUpdate({ payment: 1, status: 'Delivered' }, { status: 'Dispatched' })).toMatchObject({ ok: false, field: 'status' });
    expect(applyOrderUpdate({ payment: 1, status: 'Dispatched' }, { payment: 3 })).toMatchObject({ ok: false, field: 'payment' });
    expect(applyOrderUpdate({ payment: 1, status: 'Dispatched' }, { status: 'Dispatched' })).toEqual({ ok: true, payment: 1, status: 'Dispatched' });
    expect(orderUpdateSchema.safeParse({}).success).toBe(false);
  });
});
