// Invoice arithmetic in integer minor units (cents): floats drift (0.1 + 0.2), integers do not.
// The invoice editor and the mock server both compute totals here, so they always agree.

/** Basis points: 1 % = 100 bp, so rates like 7.25 % stay integers. */
export const BASIS_POINTS = 10_000;

/** Dollars (as stored in Invoice.total) to cents; rounds the float noise away. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/** Cents to dollars for the stored record; exact for any safe integer of cents. */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Percent (e.g. 7.25) to basis points (725), rounding to a whole basis point. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * `amount × bp / 10000`, rounded half away from zero in integers only (banker's rounding would
 * surprise people reading a receipt; half-up is what invoices print).
 */
export function applyRate(amountMinor: number, basisPoints: number): number {
  const product = amountMinor * basisPoints;
  const sign = product < 0 ? -1 : 1;
  const abs = Math.abs(product);
  const quotient = Math.floor(abs / BASIS_POINTS);
  const remainder = abs - quotient * BASIS_POINTS;
  return sign * (remainder * 2 >= BASIS_POINTS ? quotient + 1 : quotient);
}

export interface MoneyLine {
  /** price of one unit, in cents */
  unitPriceMinor: number;
  quantity: number;
}

export function lineTotal({ unitPriceMinor, quantity }: MoneyLine): number {
  return unitPriceMinor * quantity;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  /** what was already received (cents); more than the total when the client overpaid */
  paid: number;
  /** total − paid: what is still owed; negative is a credit to the client */
  balance: number;
}

/**
 * The invoice rule, the one place it is computed: subtotal = Σ lines; discount = subtotal ×
 * discount rate; tax applies to what is left after the discount; total = subtotal − discount +
 * tax; balance = total − paid. All in cents. The editor, list, preview, PDF and the API (mock and
 * server) all call this, so a total and its balance never disagree between screens.
 */
export function computeTotals(lines: readonly MoneyLine[], discountBasisPoints: number, taxBasisPoints: number, paidMinor = 0): InvoiceTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const discount = applyRate(subtotal, Math.min(Math.max(discountBasisPoints, 0), BASIS_POINTS));
  const tax = applyRate(subtotal - discount, Math.max(taxBasisPoints, 0));
  const total = subtotal - discount + tax;
  return { subtotal, discount, tax, total, paid: paidMinor, balance: total - paidMinor };
}

/** Parses what a person types ("1,234.5", "12") into cents; undefined when it is not an amount. */
export function parseMinor(text: string): number | undefined {
  const cleaned = text.replace(/[\s,]/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign === '-' ? -cents : cents;
}
