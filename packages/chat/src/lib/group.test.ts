import type { ChatMessage } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { watchInterval } from '../api/queries';
import { groupMessages } from './group';

const msg = (senderId: number, time: string): ChatMessage => ({ message: 'x', time, senderId, feedback: { isSent: true, isDelivered: true, isSeen: true } });

describe('@atrium/chat/groupMessages', () => {
  it('splits by local day, then by runs of one sender', () => {
    const days = groupMessages([
      msg(1, '2025-06-14T10:00:00'),
      msg(1, '2025-06-14T10:01:00'),
      msg(2, '2025-06-14T10:02:00'),
      msg(2, '2025-06-15T09:00:00'),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2025-06-14', '2025-06-15']);
    expect(days[0]?.runs.map((r) => [r.senderId, r.messages.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(days[1]?.runs).toHaveLength(1);
  });
});

describe('@atrium/chat/watchInterval', () => {
  it('polls only while our own last message is fresh', () => {
    const now = Date.parse('2025-06-15T10:00:10Z');
    const chat = (m: ChatMessage) => ({ contact: { id: 2, fullName: 'A', role: '', about: '', avatar: '', status: 'online' as const }, chat: { id: 1, userId: 2, unseenMsgs: 0, messages: [m] } });
    expect(watchInterval(chat(msg(11, '2025-06-15T10:00:00Z')), 11, now)).toBe(1000);
    expect(watchInterval(chat(msg(2, '2025-06-15T10:00:00Z')), 11, now)).toBe(false);
    expect(watchInterval(chat(msg(11, '2025-06-15T09:00:00Z')), 11, now)).toBe(false);
  });
});
