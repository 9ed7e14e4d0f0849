// How the catalogue writes an amount and names a category in a URL.

// built once: `toLocaleString` with options makes a new Intl.NumberFormat on every call
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the catalogue shows them: "$1,234.50". */
export function money(amount: number): string {
  return USD.format(amount);
}

/** A name as a URL segment: "Home & Garden" → "home-garden". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
