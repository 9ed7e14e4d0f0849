import { INVOICE_STATUSES, type Invoice } from '@atrium/api';
import { avatar } from './images';
import { BUSINESSES } from './phrases';
import { COUNTRIES, isoDate, personName, seededFaker, seedMoment } from './random';

export const FIRST_INVOICE_ID = 4987;
export const LAST_INVOICE_ID = 5036;
// What Atrium Retail bills its business customers for: [service, its invoice lines (description, details, unit price in $)]
const SERVICES: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string, number]>]> = [
  ['Corporate gift cards', [['Gift cards, $50', 'Printed with the client logo', 50], ['Gift card activation', 'Per batch of 100', 25]]],
  ['Office furniture order', [['Posture Mesh Office Chair', 'Delivered and assembled', 289], ['Rise Electric Standing Desk', 'Delivered and assembled', 549], ['Bamboo Monitor Stand', '', 39]]],
  ['Pop-up space rental', [['Pop-up space, main atrium', 'Per week, electricity included', 1_200], ['Display fixtures hire', 'Shelving and two mannequins', 180]]],
  ['Staff uniforms', [['Branded polo shirts', 'Embroidered, mixed sizes', 24], ['Branded aprons', 'Embroidered', 18]]],
  ['Event catering and venue', [['Evening store hire', 'After hours, 3 hours', 900], ['Hosting staff', 'Per person, per hour', 35]]],
  ['Visual merchandising consultancy', [['Window display design', 'Concept, sketches and installation', 1_500], ['Planogram review', 'Per department', 320]]],
];
const NOTES = [
  'Thank you for your business. Payment by bank transfer within 30 days, please quote the invoice number.',
  'Delivered to your reception on the agreed date. Please contact your account manager with any questions.',
  'Prices include delivery within the city. Returns within 14 days in their original packaging.',
  'Thanks for choosing Atrium Retail for your event. We look forward to hosting you again.',
];

/** 36 invoices over the last six months, whose ids spread over 4987..5036 (both ends included), as SPEC §9 samples them. */
export function seedInvoices(now: Date = new Date()): Invoice[] {
  const faker = seededFaker(10, now);
  const partners = seededFaker(110, now);
  const middle = Array.from({ length: LAST_INVOICE_ID - FIRST_INVOICE_ID - 1 }, (_, i) => FIRST_INVOICE_ID + 1 + i);
  const ids = [FIRST_INVOICE_ID, ...faker.helpers.arrayElements(middle, 34), LAST_INVOICE_ID].sort((a, b) => a - b);
  return ids.map((id, i) => {
    const name = personName(faker);
    // faker's company, country, e-mail and street are still drawn (and dropped) in their old places,
    // so every other field of the invoices, which tests and e2e specs read, stays as it was
    faker.company.name();
    faker.helpers.arrayElement(COUNTRIES);
    // a business Atrium Retail works with, in one of its branch cities, with an address there
    const client = partners.helpers.arrayElement(BUSINESSES);
    const houseNumber = partners.number.int({ min: 2, max: 180 });
    // issued over the last six months, in id order: the newest invoice is from this week
    const issued = seedMoment(now, Math.floor(((ids.length - 1 - i) * 182) / ids.length), 9 * 60, ids.length - i);
    const [service, lines] = faker.helpers.arrayElement(SERVICES);
    const items = lines.map(([description, details, unitPrice]) => ({ description, details, unitPriceMinor: unitPrice * 100, quantity: faker.number.int({ min: 1, max: unitPrice > 500 ? 3 : 40 }) }));
    const total = items.reduce((sum, item) => sum + (item.unitPriceMinor * item.quantity) / 100, 0);
    const invoiceStatus = faker.helpers.arrayElement(INVOICE_STATUSES);
    // paid invoices have no balance; a few are overpaid (negative balance)
    const balance = invoiceStatus === 'Paid' ? 0 : i % 9 === 4 ? -faker.number.int({ min: 10, max: 300 }) : faker.number.int({ min: 0, max: total });
    const dueInDays = faker.number.int({ min: 7, max: 60 });
    faker.internet.email({ firstName: name.split(' ')[0], provider: 'example.com' });
    faker.location.streetAddress();
    return {
      id,
      issuedDate: isoDate(issued),
      dueDate: isoDate(new Date(issued.getTime() + dueInDays * 86_400_000)),
      client: {
        name,
        company: client.name,
        companyEmail: `${(name.split(' ')[0] ?? 'accounts').toLowerCase()}@${client.domain}`,
        // house numbers go after the street in Germany and Israel, before it elsewhere
        address: `${['Germany', 'Israel'].includes(client.country) ? `${client.street} ${houseNumber}` : `${houseNumber} ${client.street}`}, ${client.city}`,
        country: client.country,
        contact: faker.phone.number({ style: 'international' }),
      },
      service,
      items,
      discountBasisPoints: 0,
      taxBasisPoints: 0,
      note: faker.helpers.arrayElement(NOTES),
      salesperson: 'John Doe',
      total,
      balance,
      // some clients have no picture, so the UI shows initials
      avatar: i % 4 === 0 ? '' : avatar(name),
      invoiceStatus,
      version: 1,
    };
  });
}
