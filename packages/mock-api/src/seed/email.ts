import { EMAIL_LABELS, type Email, type EmailFolder, type EmailLabel, type EmailReply } from '@atrium/api';
import type { Faker } from '@faker-js/faker';
import { avatar, thumbnail } from './images';
import {
  GREETING,
  MAIL_PRODUCTS,
  OUTGOING_MAIL,
  SIGN_OFF,
  SPAM_MAIL,
  STAFF,
  STAFF_MAIL_AR,
  STAFF_MAIL_EN,
  STAFF_MAIL_HE,
  STRANGERS,
  SUPPLIER_MAIL,
  SUPPLIERS,
  WEEKDAYS,
  fill,
  type Lang,
  type MailTemplate,
  type Person,
} from './phrases';
import { seedMoment, seededFaker } from './random';

const ME = { email: 'johndoe@atrium.example', name: 'me' };
const FILES = [
  ['footfall-by-hour.xlsx', '48kb'],
  ['window-display.jpg', '2.4mb'],
  ['invoice.pdf', '820kb'],
  ['staff-rota.pdf', '120kb'],
  ['catalogue.pdf', '6.1mb'],
] as const;

// How many emails each folder gets: at least 40 in all, every folder and view non-empty.
const PLAN: ReadonlyArray<readonly [EmailFolder, number]> = [
  ['inbox', 26],
  ['sent', 8],
  ['draft', 6],
  ['spam', 6],
];
const SPAN_DAYS = 30;

function addressOf(person: Person): string {
  return `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}@${person.domain}`;
}

function bankFor(folder: EmailFolder, sender: Person, supplier: boolean): readonly MailTemplate[] {
  if (folder === 'spam') return SPAM_MAIL;
  if (folder === 'sent' || folder === 'draft') return OUTGOING_MAIL;
  if (supplier) return SUPPLIER_MAIL;
  return sender.lang === 'he' ? STAFF_MAIL_HE : sender.lang === 'ar' ? STAFF_MAIL_AR : STAFF_MAIL_EN;
}

/**
 * A template filled in. Queue minutes and till numbers stay in a shop's range and follow from the
 * same draw as {n} (a queue "just over 41 minutes", "Till 37").
 */
function write(faker: Faker, template: MailTemplate, lang: Lang, city: string): { subject: string; paragraphs: string[] } {
  const n = faker.number.int({ min: 3, max: 48 });
  const values = {
    city,
    n,
    minutes: 6 + (n % 7),
    till: 1 + (n % 8),
    pct: faker.number.int({ min: 4, max: 22 }),
    day: faker.helpers.arrayElement(WEEKDAYS[lang]),
    product: faker.helpers.arrayElement(MAIL_PRODUCTS[lang]),
    amount: `$${faker.number.int({ min: 4, max: 180 }) * 50}`,
  };
  return { subject: fill(template.subject, values), paragraphs: template.body.map((p) => fill(p, values)) };
}

/** The sender of the hostile email below: nobody the company knows. */
const HOSTILE_SENDER = { email: 'accounts@invoice-settlement.example', name: 'Accounts Receivable', avatar: avatar('Accounts Receivable') };

/** Sample mail dated over the last 30 days, the newest of each folder from today. */
export function seedEmails(now: Date = new Date()): Email[] {
  const faker = seededFaker(9, now);
  let id = 0;
  const make = (folder: EmailFolder, index: number, position: number, count: number): Omit<Email, 'replies'> => {
    id += 1;
    const supplier = folder === 'inbox' && faker.number.int({ min: 0, max: 9 }) < 3;
    const person = folder === 'spam' ? faker.helpers.arrayElement(STRANGERS) : supplier ? faker.helpers.arrayElement(SUPPLIERS) : faker.helpers.arrayElement(STAFF);
    const name = person.name;
    const sender = { email: addressOf(person), name, avatar: avatar(name) };
    const outgoing = folder === 'sent' || folder === 'draft';
    const lang: Lang = outgoing ? 'en' : person.lang;
    const { subject, paragraphs } = write(faker, faker.helpers.arrayElement(bankFor(folder, person, supplier)), lang, person.city || 'London');
    // labels cycle so every label appears, some emails carry two
    const labels: EmailLabel[] = [EMAIL_LABELS[index % EMAIL_LABELS.length] ?? 'private'];
    if (index % 3 === 0) labels.push(EMAIL_LABELS[(index + 1) % EMAIL_LABELS.length] ?? 'company');
    const attachments =
      index % 4 === 1
        ? FILES.slice(0, 1 + (index % 3)).map(([fileName, size]) => ({ fileName, size, thumbnail: thumbnail(fileName, 48, 48), url: `/files/${fileName}` }))
        : [];
    // the first two of each folder are from today, the rest spread back over the last 30 days
    const daysAgo = Math.max(0, Math.floor(((position - 1) * SPAN_DAYS) / count));
    const minuteOfDay = faker.number.int({ min: 6 * 60 + 30, max: 19 * 60 });
    const greeting = outgoing ? GREETING.en(name.split(' ')[0] ?? name) : folder === 'spam' ? 'Dear customer,' : GREETING[lang]('John');
    const signature = outgoing ? `${SIGN_OFF.en}<br>John` : `${SIGN_OFF[lang]}<br>${name}${person.role ? `<br>${person.role}${person.city ? `, ${person.city}` : ''}` : ''}`;
    return {
      id,
      to: outgoing ? [{ email: sender.email, name: sender.name }] : [ME],
      from: outgoing ? { ...ME, avatar: avatar('John Doe') } : sender,
      subject,
      cc: index % 5 === 0 && folder !== 'spam' ? [addressOf(faker.helpers.arrayElement(STAFF))] : [],
      bcc: [],
      message: `<p>${greeting}</p>${paragraphs.map((p) => `<p>${p}</p>`).join('')}<p>${signature}</p>`,
      attachments,
      isStarred: index % 6 === 0,
      labels,
      time: seedMoment(now, daysAgo, minuteOfDay, position).toISOString(),
      folder,
      isRead: folder !== 'inbox' && folder !== 'spam' ? true : index % 3 !== 0,
      // a few of each folder start in the trash
      isDeleted: index % 11 === 5,
    };
  };
  const emails: Email[] = [];
  let index = 0;
  for (const [folder, count] of PLAN) {
    for (let n = 0; n < count; n += 1) {
      const email = make(folder, index, n, count);
      const replies: EmailReply[] = [];
      if (folder === 'inbox' && index % 7 === 3) {
        for (let r = 0; r < 1 + (index % 2); r += 1) {
          const reply = make(folder, index + r + 1, n, count);
          replies.push({ ...reply, subject: `Re: ${email.subject}`, isDeleted: false, labels: email.labels, time: new Date(Date.parse(email.time) - (r + 1) * 3_600_000).toISOString() });
        }
      }
      emails.push({ ...email, replies });
      index += 1;
    }
  }
  const hostile = emails[1];
  // from a stranger, as such mail is: drawn from a colleague it read as if the Tel Aviv store
  // manager asked John to 'pay now' (ar dark and he 390 px screenshot pass)
  if (hostile) Object.assign(hostile, { subject: HOSTILE_SUBJECT, message: HOSTILE_MESSAGE, isDeleted: false, folder: 'inbox', from: HOSTILE_SENDER, cc: [] });
  return emails;
}

/**
 * One inbox email carries what a real mailbox receives sooner or later: a script, inline event
 * handlers, a javascript: link and a tracking pixel. The reading view must neutralise all of it
 * (the e2e suite opens this email and checks that nothing ran).
 */
export const HOSTILE_SUBJECT = 'Invoice overdue: action required';
export const HOSTILE_MESSAGE = [
  '<p>Hello John,</p>',
  '<p>Your invoice is overdue. <a href="javascript:window.__pwned=1">Pay now</a> or <a href="mailto:billing@example.com">write to billing</a>.</p>',
  '<script>window.__pwned = 1;</script>',
  '<img src="x" onerror="window.__pwned=1" alt="broken">',
  '<p onclick="window.__pwned=1">Thanks for your business.</p>',
  // protocol-relative: a remote image (blocked until the user allows it) on a reserved domain
  '<img src="//images.example.com/logo.png" alt="Company logo" width="120" height="40">',
].join('');
