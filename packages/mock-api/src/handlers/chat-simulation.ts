// Plays the contact's side of a chat in the mock: after the user sends a message, the contact's
// device receives it (delivered), the contact reads it (seen) and answers. Timers, not services:
// the services stay pure, and this is demo behaviour, not part of the contract.
import { acknowledgeMessages, addContactReply } from '../services/chat';
import { getDb, saveDb } from '../store/store';
import type { AccountRef } from '../services/pages';
import { DEMO_MAILBOX_OWNER } from '../services/email';

export interface ChatSimulationOptions {
  enabled: boolean;
  deliveredAfterMs: number;
  seenAfterMs: number;
  /** after the message was sent; a negative value means the contact never answers */
  replyAfterMs: number;
}

const DEFAULTS: ChatSimulationOptions = { enabled: true, deliveredAfterMs: 800, seenAfterMs: 1600, replyAfterMs: 2600 };
let options: ChatSimulationOptions = { ...DEFAULTS };

/** Changes the delays (or turns the simulation off); omitted fields keep their value. */
export function configureChatSimulation(next: Partial<ChatSimulationOptions>): ChatSimulationOptions {
  options = { ...options, ...next };
  return { ...options };
}

export function resetChatSimulation(): void {
  options = { ...DEFAULTS };
}

function later(ms: number, run: () => void): void {
  // typed loosely: a number in browsers, a Timeout object in Node
  const timer = setTimeout(run, Math.max(0, ms)) as unknown as { unref?: () => void } | number;
  // in Node a pending demo timer must not keep a test process alive
  if (typeof timer === 'object') timer.unref?.();
}

/** Schedules delivery, reading and a reply for a message just sent to `userId`. */
export function simulateContact(userId: number, account: AccountRef = DEMO_MAILBOX_OWNER): void {
  if (!options.enabled) return;
  const db = getDb();
  // after a reset (or a reload of persisted data) the old database is gone: do nothing then
  const step = (run: () => void) => () => {
    if (getDb() !== db) return;
    run();
    saveDb();
  };
  later(options.deliveredAfterMs, step(() => acknowledgeMessages(db, userId, 'delivered', account)));
  later(options.seenAfterMs, step(() => acknowledgeMessages(db, userId, 'seen', account)));
  if (options.replyAfterMs >= 0) later(options.replyAfterMs, step(() => addContactReply(db, userId, new Date(), account)));
}
