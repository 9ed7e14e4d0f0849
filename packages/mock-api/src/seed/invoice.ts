import { INVOICE_STATUSES, type Invoice } from '@atrium/api';
import { avatar } from './images';
import { COUNTRIES, isoDate, seededFaker } from './random';

export const FIRST_INVOICE_ID = 4987;
export const LAST_INVOICE_ID = 5036;
const SERVICES = ['Software Development', 'UI/UX Design & Development', 'Unlimited Extended License', 'Template Customization', 'Website Audit'];

/** 36 invoices whose ids spread over 4987..5036 (both ends included), as SPEC §9 samples them. */
export function seedInvoices(): Invoice[] {
  const faker = seededFaker(10);
  const middle = Array.from({ length: LAST_INVOICE_ID - FIRST_INVOICE_ID - 1 }, (_, i) => FIRST_INVOICE_ID + 1 + i);
  const ids = [FIRST_INVOICE_ID, ...faker.helpers.arrayElements(middle, 34), LAST_INVOICE_ID].sort((a, b) => a - b);
  return ids.map((id, i) => {
    const name = faker.person.fullName();
    const company = faker.company.name();
    const country = faker.helpers.arrayElement(COUNTRIES);
    const issued = faker.date.past({ years: 1 });
    const total = faker.number.int({ min: 100, max: 5_500 });
    const invoiceStatus = faker.helpers.arrayElement(INVOICE_STATUSES);
    // paid invoices have no balance; a few are overpaid (negative balance)
    const balance = invoiceStatus === 'Paid' ? 0 : i % 9 === 4 ? -faker.number.int({ min: 10, max: 300 }) : faker.number.int({ min: 0, max: total });
    return {
      id,
      issuedDate: isoDate(issued),
      dueDate: isoDate(new Date(issued.getTime() + faker.number.int({ min: 7, max: 60 }) * 86_400_000)),
      client: {
        name,
        company,
        companyEmail: faker.internet.email({ firstName: name.split(' ')[0], provider: 'example.com' }).toLowerCase(),
        address: faker.location.streetAddress(),
        country: country.name,
        contact: faker.phone.number({ style: 'international' }),
      },
      service: faker.helpers.arrayElement(SERVICES),
      total,
      balance,
      // some clients have no picture, so the UI shows initials
      avatar: i % 4 === 0 ? '' : avatar(name),
      invoiceStatus,
    };
  });
}
