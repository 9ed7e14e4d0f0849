import { EMAIL_LABELS, type Email, type EmailFolder, type EmailLabel, type EmailReply } from '@atrium/api';
import { avatar, thumbnail } from './images';
import { REFERENCE_DATE, seededFaker } from './random';

const ME = { email: 'johndoe@atrium.example', name: 'me' };
const FILES = [
  ['log.txt', '5mb'],
  ['report.xlsx', '1.2mb'],
  ['invoice.pdf', '820kb'],
  ['design.fig', '12mb'],
  ['photo.png', '2.4mb'],
] as const;

// How many emails each folder gets: at least 40 in all, every folder and view non-empty.
const PLAN: ReadonlyArray<readonly [EmailFolder, number]> = [
  ['inbox', 26],
  ['sent', 8],
  ['draft', 6],
  ['spam', 6],
];

export function seedEmails(): Email[] {
  const faker = seededFaker(9);
  let id = 0;
  let minutesAgo = 0;
  const make = (folder: EmailFolder, index: number): Omit<Email, 'replies'> => {
    id += 1;
    minutesAgo += faker.number.int({ min: 20, max: 600 });
    const name = faker.person.fullName();
    const sender = { email: faker.internet.email({ firstName: name.split(' ')[0], provider: 'example.com' }).toLowerCase(), name, avatar: avatar(name) };
    const outgoing = folder === 'sent' || folder === 'draft';
    // labels cycle so every label appears, some emails carry two
    const labels: EmailLabel[] = [EMAIL_LABELS[index % EMAIL_LABELS.length] ?? 'private'];
    if (index % 3 === 0) labels.push(EMAIL_LABELS[(index + 1) % EMAIL_LABELS.length] ?? 'company');
    const attachments =
      index % 4 === 1
        ? FILES.slice(0, 1 + (index % 3)).map(([fileName, size]) => ({ fileName, size, thumbnail: thumbnail(fileName, 48, 48), url: `/files/${fileName}` }))
        : [];
    return {
      id,
      to: outgoing ? [{ email: sender.email, name: sender.name }] : [ME],
      from: outgoing ? { ...ME, avatar: avatar('John Doe') } : sender,
      subject: faker.lorem.sentence({ min: 3, max: 8 }).replace(/\.$/, ''),
      cc: index % 5 === 0 ? [faker.internet.email({ provider: 'example.com' }).toLowerCase()] : [],
      bcc: [],
      message: `<p>Hi ${outgoing ? name.split(' ')[0] : 'John'},</p>${faker.lorem
        .paragraphs({ min: 1, max: 3 }, '\n')
        .split('\n')
        .map((p) => `<p>${p}</p>`)
        .join('')}<p>Regards,<br>${outgoing ? 'John' : name}</p>`,
      attachments,
      isStarred: index % 6 === 0,
      labels,
      time: new Date(REFERENCE_DATE.getTime() - minutesAgo * 60_000).toISOString(),
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
      const email = make(folder, index);
      const replies: EmailReply[] = [];
      if (folder === 'inbox' && index % 7 === 3) {
        for (let r = 0; r < 1 + (index % 2); r += 1) {
          const reply = make(folder, index + r + 1);
          replies.push({ ...reply, subject: `Re: ${email.subject}`, isDeleted: false, labels: email.labels, time: new Date(Date.parse(email.time) - (r + 1) * 3_600_000).toISOString() });
        }
      }
      emails.push({ ...email, replies });
      index += 1;
    }
  }
  const hostile = emails[1];
  if (hostile) Object.assign(hostile, { subject: HOSTILE_SUBJECT, message: HOSTILE_MESSAGE, isDeleted: false, folder: 'inbox' });
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
