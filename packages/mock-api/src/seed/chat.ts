import type { Chat, ChatContact, ChatProfileUser } from '@atrium/api';
import { avatar } from './images';
import { REFERENCE_DATE, seededFaker } from './random';

export interface ChatData {
  profileUser: ChatProfileUser;
  contacts: ChatContact[];
  chats: Chat[];
}

const CONTACTS: ReadonlyArray<readonly [string, string, ChatContact['status']]> = [
  ['Gavin Griffith', 'Frontend Developer', 'offline'],
  ['Harriet McBride', 'UI/UX Designer', 'busy'],
  ['Danny Conner', 'Town Planner', 'busy'],
  ['Janie West', 'Data Scientist', 'online'],
  ['Bryan Murray', 'Dietitian', 'busy'],
  ['Albert Underwood', 'Marketing Manager', 'online'],
  ['Adele Ross', 'Web Designer', 'online'],
  ['Mark Berry', 'Accountant', 'away'],
  ['Joseph Brooks', 'Project Manager', 'away'],
  ['Irene Sullivan', 'Support Lead', 'offline'],
];

export const CHAT_PROFILE_USER_ID = 11;

export function seedChat(): ChatData {
  const faker = seededFaker(3);
  const profileUser: ChatProfileUser = {
    id: CHAT_PROFILE_USER_ID,
    avatar: avatar('John Doe'),
    fullName: 'John Doe',
    role: 'admin',
    about: 'Dessert chocolate cake lemon drops jujubes. Biscuit cupcake ice cream bear claw brownie marshmallow.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const contacts = CONTACTS.map(([fullName, role, status], i) => ({
    id: i + 1,
    fullName,
    role,
    about: faker.lorem.sentence({ min: 8, max: 14 }),
    avatar: avatar(fullName),
    status,
  }));
  // chats with contacts 1..5; times step back from the reference date so their order is fixed
  const chats: Chat[] = [1, 2, 3, 4, 5].map((userId, c) => {
    const count = faker.number.int({ min: 3, max: 7 });
    const end = REFERENCE_DATE.getTime() - c * 5_400_000;
    const messages = Array.from({ length: count }, (_, m) => {
      const fromMe = m % 2 === 1;
      const isLast = m === count - 1;
      return {
        message: faker.lorem.sentence({ min: 3, max: 12 }),
        time: new Date(end - (count - 1 - m) * 240_000).toISOString(),
        senderId: fromMe ? CHAT_PROFILE_USER_ID : userId,
        feedback: { isSent: true, isDelivered: true, isSeen: !isLast || fromMe },
      };
    });
    return { id: c + 1, userId, unseenMsgs: c % 2 === 0 ? faker.number.int({ min: 1, max: 3 }) : 0, messages };
  });
  return { profileUser, contacts, chats };
}
