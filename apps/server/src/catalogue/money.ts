// The catalogue's one conversion between the contract's money and the tables' (decision 0027): the
// tables hold integer minor units (cents) with a currency; the contract keeps its shape — a
// product's price as text ("$1,249.50", the mock's `money`), the form's and the settings' amounts
// as dollars. Every read and write of the catalogue converts here, at the edge, once.
import { fromMinor, toMinor } from '@atrium/api';

/** Cents as the contract's price text, e.g. 124950 → "$1,249.50" (en-US dollars, as the mock formats). */
export function priceText(minor: number): string {
  return fromMinor(minor).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** Dollars (a form's amount, at most two decimals) as cents; null stays null. */
export function minorOf(dollars: number): number;
export function minorOf(dollars: number | null): number | null;
export function minorOf(dollars: number | null): number | null {
  return dollars === null ? null : toMinor(dollars);
}

/** Cents as dollars for the contract; null stays null. bigint columns may arrive as text. */
export function dollarsOf(minor: number | string): number;
export function dollarsOf(minor: number | string | null): number | null;
export function dollarsOf(minor: number | string | null): number | null {
  return minor === null ? null : fromMinor(Number(minor));
}
