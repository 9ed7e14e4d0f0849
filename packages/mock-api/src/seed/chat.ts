import type { Chat, ChatContact, ChatProfileUser } from '@atrium/api';
import { avatar } from './images';
import { ABOUT, DIALOGUES, type Lang } from './phrases';
import { seedMoment, seededFaker } from './random';

export interface ChatData {
  profileUser: ChatProfileUser;
  contacts: ChatContact[];
  chats: Chat[];
}

// [name, role, status]; the first five have a chat, the others are contacts to start one with
const CONTACTS: ReadonlyArray<readonly [string, string, ChatContact['status']]> = [
  ['Noa Levi', 'Store Manager, Tel Aviv', 'online'],
  ['Omar Haddad', 'Store Manager, Dubai', 'busy'],
  ['Harriet McBride', 'Visual Merchandiser, London', 'busy'],
  ['Lukas Becker', 'Store Manager, Berlin', 'online'],
  ['Camille Laurent', 'Store Manager, Paris', 'away'],
  ['Yossi Mizrahi', 'Stock Controller, Haifa', 'online'],
  ['Maya Johnson', 'Store Manager, New York', 'online'],
  ['Kenji Sato', 'Store Manager, Tokyo', 'away'],
  ['Mark Berry', 'Finance Controller, London', 'away'],
  ['Irene Sullivan', 'Customer Service Lead, London', 'offline'],
];
// the language each chat's contact writes in (John answers in English)
const CHAT_LANGS: readonly Lang[] = ['he', 'ar', 'en', 'en', 'en'];

export const CHAT_PROFILE_USER_ID = 11;

/** Five conversations: the first three today, the other two yesterday. */
export function seedChat(now: Date = new Date()): ChatData {
  const faker = seededFaker(3, now);
  const profileUser: ChatProfileUser = {
    id: CHAT_PROFILE_USER_ID,
    avatar: avatar('John Doe'),
    fullName: 'John Doe',
    role: 'admin',
    about: 'Head of store operations at Atrium Retail. Based in London, usually on the road.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const contacts = CONTACTS.map(([fullName, role, status], i) => ({
    id: i + 1,
    fullName,
    role,
    about: ABOUT[fullName] ?? role,
    avatar: avatar(fullName),
    status,
  }));
  const englishDialogues = faker.helpers.shuffle([...DIALOGUES.en]);
  const chats: Chat[] = [1, 2, 3, 4, 5].map((userId, c) => {
    const lang = CHAT_LANGS[c] ?? 'en';
    const lines = lang === 'en' ? (englishDialogues[c % englishDialogues.length] ?? []) : faker.helpers.arrayElement(DIALOGUES[lang]);
    const count = lines.length;
    // today for the first three (the newest first), yesterday for the others
    const end = seedMoment(now, c < 3 ? 0 : 1, 17 * 60 - c * 95, c * (count + 1)).getTime();
    const messages = lines.map((message, m) => {
      const fromMe = m % 2 === 1;
      const isLast = m === count - 1;
      return {
        message,
        time: new Date(end - (count - 1 - m) * 240_000).toISOString(),
        senderId: fromMe ? CHAT_PROFILE_USER_ID : userId,
        feedback: { isSent: true, isDelivered: true, isSeen: !isLast || fromMe },
      };
    });
    return { id: c + 1, userId, unseenMsgs: c % 2 === 0 && count % 2 === 1 ? faker.number.int({ min: 1, max: 2 }) : 0, messages };
  });
  return { profileUser, contacts, chats };
}
