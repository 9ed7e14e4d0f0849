import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { UiSettings } from './model';
import type { SettingsStore } from './store';

const SettingsContext = createContext<SettingsStore | null>(null);

export function SettingsProvider({ store, children }: { store: SettingsStore; children: ReactNode }) {
  return <SettingsContext value={store}>{children}</SettingsContext>;
}

export function useSettingsStore(): SettingsStore {
  const store = use(SettingsContext);
  if (!store) throw new Error('useSettingsStore must be used inside <SettingsProvider>');
  return store;
}

/** One setting (or a derived value), re-rendering only when it changes. */
export function useSettings<T = UiSettings>(select?: (settings: UiSettings) => T): T {
  const store = useSettingsStore();
  const getSnapshot = useCallback(() => (select ? select(store.get()) : (store.get() as T)), [store, select]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
