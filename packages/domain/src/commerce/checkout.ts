// What a checkout at the shop front tells the back office.
import type { CheckoutOrderResponse } from '@atrium/api';

/** What the bell says of a checkout: its number and the buyer's name (no link: the back office has no page for it). */
export function checkoutNotice(answer: Pick<CheckoutOrderResponse, 'orderNumber'>, fullName: string): { order: string; customer: string } {
  return { order: answer.orderNumber, customer: fullName };
}
