// Messages as the conversation shows them: by day, then runs of one sender.
import { toIsoDate } from '@atrium/core';
import type { ChatMessage } from '@atrium/api';

export interface MessageRun {
  senderId: number;
  messages: ChatMessage[];
}

export interface MessageDay {
  /** local calendar day, YYYY-MM-DD */
  day: string;
  runs: MessageRun[];
}

const localDay = (iso: string): string => toIsoDate(iso);

export function groupMessages(messages: readonly ChatMessage[]): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const day = localDay(message.time);
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, runs: [] };
      days.push(current);
    }
    const run = current.runs.at(-1);
    if (run?.senderId === message.senderId) run.messages.push(message);
    else current.runs.push({ senderId: message.senderId, messages: [message] });
  }
  return days;
}
