// Badge colours per status (SPEC §4); labels come from the locale files.
import type { MantineColor } from '@mantine/core';

export const productStatusColors: Record<string, MantineColor> = { Published: 'green', Scheduled: 'yellow', Inactive: 'red' };
export const orderStatusColors: Record<string, MantineColor> = {
  Delivered: 'green',
  'Ready to Pickup': 'cyan',
  'Out for Delivery': 'brand',
  Dispatched: 'yellow',
};
export const reviewStatusColors: Record<string, MantineColor> = { Published: 'green', Pending: 'yellow' };
export const referralStatusColors: Record<string, MantineColor> = { Paid: 'green', Unpaid: 'yellow', Rejected: 'red' };
/** §3 payment codes 1 to 4 */
export const PAYMENT_STATES = { 1: 'paid', 2: 'pending', 3: 'cancelled', 4: 'failed' } as const;
export const paymentColors: Record<string, MantineColor> = { paid: 'green', pending: 'yellow', cancelled: 'gray', failed: 'red' };
export const categoryStatusColors: Record<string, MantineColor> = { Published: 'green', Inactive: 'gray' };

/** i18n key part for a status label ("Ready to Pickup" → "readyToPickup"). */
export function statusKey(status: string): string {
  return status
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, '');
}
