// Whether the mailbox's single-key shortcuts (j, k, o, e, s, r, /) are on. WCAG 2.1.4 (Character
// Key Shortcuts): a user who types with speech input or a switch must be able to turn them off,
// so the choice is the user's and is kept in this browser. Anything unreadable counts as on.
import { useCallback, useState } from 'react';

export const SHORTCUTS_STORAGE_KEY = 'atrium.email.shortcuts';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readShortcutsEnabled(store: StorageLike | undefined = storage()): boolean {
  try {
    return store?.getItem(SHORTCUTS_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeShortcutsEnabled(enabled: boolean, store: StorageLike | undefined = storage()): void {
  try {
    store?.setItem(SHORTCUTS_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export function useShortcutsEnabled(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useState(() => readShortcutsEnabled());
  const set = useCallback((next: boolean) => {
    writeShortcutsEnabled(next);
    setEnabled(next);
  }, []);
  return [enabled, set];
}
