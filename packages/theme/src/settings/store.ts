// A small external store over the settings model: one source of truth that React reads through
// useSyncExternalStore and that writes each changed setting to storage under its own key.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import {
  applySettingsPatch,
  changedSettings,
  DEFAULT_SETTINGS,
  parseSettings,
  serializeSetting,
  SETTINGS_PREFIX,
  storageKey,
  withLayout,
  type LayoutChoice,
  type UiSettings,
} from './model';

export interface SettingsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Plain functions (no `this`), safe to pass around detached, e.g. to useSyncExternalStore. */
export interface SettingsStore {
  get: () => UiSettings;
  set: (patch: Partial<UiSettings>) => void;
  setLayout: (layout: LayoutChoice) => void;
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
}

export interface CreateSettingsStoreOptions {
  /** defaults to window.localStorage when it can be used, else an in-memory map */
  storage?: SettingsStorage;
  prefix?: string;
}

function memoryStorage(): SettingsStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function defaultStorage(): SettingsStorage {
  try {
    const probe = `${SETTINGS_PREFIX}probe`;
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    // Private mode or disabled storage: settings last for this visit only.
    return memoryStorage();
  }
}

export function createSettingsStore({ storage = defaultStorage(), prefix = SETTINGS_PREFIX }: CreateSettingsStoreOptions = {}): SettingsStore {
  let current = parseSettings((k) => storage.getItem(k), prefix);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const commit = (next: UiSettings) => {
    const changed = changedSettings(current, next);
    if (changed.length === 0) return;
    current = next;
    for (const name of changed) {
      try {
        storage.setItem(storageKey(name, prefix), serializeSetting(next[name]));
      } catch {
        /* quota or private mode: the change still applies for this visit */
      }
    }
    emit();
  };

  if (typeof window !== 'undefined') {
    // Another tab changed a setting: follow it, so two tabs never fight over the theme.
    window.addEventListener('storage', (event) => {
      if (event.key !== null && !event.key.startsWith(prefix)) return;
      const next = parseSettings((k) => storage.getItem(k), prefix);
      if (changedSettings(current, next).length > 0) {
        current = next;
        emit();
      }
    });
  }

  return {
    get: () => current,
    set: (patch) => commit(applySettingsPatch(current, patch)),
    setLayout: (layout) => commit(withLayout(current, layout)),
    reset: () => {
      const changed = changedSettings(current, DEFAULT_SETTINGS);
      for (const name of Object.keys(DEFAULT_SETTINGS) as Array<keyof UiSettings>) {
        try {
          storage.removeItem(storageKey(name, prefix));
        } catch {
          /* nothing stored to remove */
        }
      }
      if (changed.length === 0) return;
      current = { ...DEFAULT_SETTINGS };
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const toMantine = (scheme: UiSettings['colorScheme']): MantineColorScheme => (scheme === 'system' ? 'auto' : scheme);
const fromMantine = (scheme: MantineColorScheme): UiSettings['colorScheme'] => (scheme === 'auto' ? 'system' : scheme);

/**
 * Lets MantineProvider read and write the colour scheme through the settings store, so
 * Mantine's own `useMantineColorScheme` and the customizer stay in step, and "system" (Mantine's
 * "auto") follows the OS preference live.
 */
export function settingsColorSchemeManager(store: SettingsStore): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => toMantine(store.get().colorScheme),
    set: (value) => store.set({ colorScheme: fromMantine(value) }),
    subscribe: (onUpdate) => {
      unsubscribe?.();
      let last = store.get().colorScheme;
      unsubscribe = store.subscribe(() => {
        const next = store.get().colorScheme;
        if (next === last) return;
        last = next;
        onUpdate(toMantine(next));
      });
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => store.set({ colorScheme: DEFAULT_SETTINGS.colorScheme }),
  };
}
