import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  layoutOf,
  parseSettings,
  resolveShellLayout,
  storageKey,
  withLayout,
  type UiSettings,
} from './model';
import { createSettingsStore, settingsColorSchemeManager, type SettingsStorage } from './store';

function mapStorage(initial: Record<string, string> = {}): SettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('@atrium/theme/settings model', () => {
  it('defaults to light, horizontal, boxed, default skin, English', () => {
    const s = parseSettings(() => null);
    expect(s).toEqual(DEFAULT_SETTINGS);
    expect(s).toMatchObject({ colorScheme: 'light', contentLayoutNav: 'horizontal', contentWidth: 'boxed', skin: 'default', language: 'en', primaryColor: '#7367F0' });
  });

  it('keys every setting with the app-title prefix', () => {
    expect(storageKey('colorScheme')).toBe('atrium-color-scheme');
    expect(storageKey('language')).toBe('atrium-language');
  });

  it('reads stored values and falls back per key on corrupt or unknown ones', () => {
    const storage = mapStorage({
      'atrium-color-scheme': 'dark',
      'atrium-skin': 'neon',
      'atrium-content-width': 'fluid',
      'atrium-language': '{"x":1}',
      'atrium-primary-color': 'javascript:alert(1)',
      'atrium-navbar-blur': 'yes',
      'atrium-content-layout-nav': 'vertical',
    });
    const s = parseSettings((k) => storage.getItem(k));
    expect(s.colorScheme).toBe('dark');
    expect(s.contentWidth).toBe('fluid');
    expect(s.contentLayoutNav).toBe('vertical');
    expect(s.skin).toBe('default');
    expect(s.language).toBe('en');
    expect(s.primaryColor).toBe('#7367F0');
    expect(s.navbarBlur).toBe(true);
  });

  it('survives storage that throws', () => {
    expect(
      parseSettings(() => {
        throw new Error('SecurityError');
      }),
    ).toEqual(DEFAULT_SETTINGS);
  });

  it('switching to horizontal makes a hidden navbar sticky and clears vertical collapse', () => {
    const collapsedHidden: UiSettings = { ...DEFAULT_SETTINGS, contentLayoutNav: 'vertical', verticalNavCollapsed: true, navbarType: 'hidden' };
    expect(layoutOf(collapsedHidden)).toBe('collapsed');
    const next = withLayout(collapsedHidden, 'horizontal');
    expect(next).toMatchObject({ contentLayoutNav: 'horizontal', verticalNavCollapsed: false, navbarType: 'sticky' });
    expect(layoutOf(next)).toBe('horizontal');
    expect(withLayout({ ...collapsedHidden, navbarType: 'static' }, 'horizontal').navbarType).toBe('static');
  });

  it('a stored hidden navbar in horizontal mode is repaired on read', () => {
    const s = parseSettings((k) => ({ 'atrium-navbar-type': 'hidden', 'atrium-vertical-nav-collapsed': 'true' })[k] ?? null);
    expect(s).toMatchObject({ contentLayoutNav: 'horizontal', navbarType: 'sticky', verticalNavCollapsed: false });
  });

  it('below 976 px the nav is a collapsed vertical drawer; at and above it the choice returns', () => {
    const horizontal = DEFAULT_SETTINGS;
    expect(resolveShellLayout(horizontal, 975)).toEqual({ nav: 'vertical', collapsed: true, overlay: true });
    expect(resolveShellLayout(horizontal, 976)).toEqual({ nav: 'horizontal', collapsed: false, overlay: false });
    const vertical = withLayout(DEFAULT_SETTINGS, 'vertical');
    expect(resolveShellLayout(vertical, 390)).toEqual({ nav: 'vertical', collapsed: true, overlay: true });
    expect(resolveShellLayout(vertical, 1440)).toEqual({ nav: 'vertical', collapsed: false, overlay: false });
    expect(resolveShellLayout(withLayout(DEFAULT_SETTINGS, 'collapsed'), 1440).collapsed).toBe(true);
  });
});

describe('@atrium/theme/settings store', () => {
  it('persists changed settings under their keys and reloads them', () => {
    const storage = mapStorage();
    const store = createSettingsStore({ storage });
    store.set({ colorScheme: 'dark', primaryColor: '#28c76f' });
    store.setLayout('collapsed');
    expect(storage.data.get('atrium-color-scheme')).toBe('dark');
    expect(storage.data.get('atrium-primary-color')).toBe('#28C76F');
    expect(storage.data.get('atrium-vertical-nav-collapsed')).toBe('true');
    const reloaded = createSettingsStore({ storage });
    expect(layoutOf(reloaded.get())).toBe('collapsed');
    expect(reloaded.get().colorScheme).toBe('dark');
  });

  it('ignores invalid patches and notifies only on change', () => {
    const store = createSettingsStore({ storage: mapStorage() });
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.set({ skin: 'neon' as UiSettings['skin'] });
    store.set({ colorScheme: 'light' });
    expect(calls).toBe(0);
    store.set({ skin: 'bordered' });
    expect(calls).toBe(1);
  });

  it('reset clears storage and restores defaults', () => {
    const storage = mapStorage({ 'atrium-skin': 'bordered', 'atrium-language': 'he' });
    const store = createSettingsStore({ storage });
    expect(store.get().language).toBe('he');
    store.reset();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(storage.data.size).toBe(0);
  });

  it('maps "system" to Mantine\'s "auto" both ways', () => {
    const store = createSettingsStore({ storage: mapStorage() });
    const manager = settingsColorSchemeManager(store);
    const seen: string[] = [];
    manager.subscribe((v) => seen.push(v));
    store.set({ colorScheme: 'system' });
    expect(manager.get('light')).toBe('auto');
    expect(seen).toEqual(['auto']);
    manager.set('dark');
    expect(store.get().colorScheme).toBe('dark');
    manager.unsubscribe();
  });
});
