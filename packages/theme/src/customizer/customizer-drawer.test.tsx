import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsProvider } from '../settings/context';
import { DEFAULT_SETTINGS, layoutOf } from '../settings/model';
import { createSettingsStore, type SettingsStorage } from '../settings/store';
import { CustomizerDrawer } from './customizer-drawer';

function memory(): SettingsStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function setup() {
  const store = createSettingsStore({ storage: memory() });
  render(
    <MantineProvider>
      <SettingsProvider store={store}>
        <CustomizerDrawer opened onClose={() => undefined} t={(label) => label} languages={[{ code: 'en', nativeName: 'English' }, { code: 'he', nativeName: 'עברית' }]} />
      </SettingsProvider>
    </MantineProvider>,
  );
  return store;
}

describe('@atrium/theme/CustomizerDrawer', () => {
  it('writes each choice to the settings store at once', () => {
    const store = setup();
    fireEvent.click(screen.getByText('layout.collapsed'));
    expect(layoutOf(store.get())).toBe('collapsed');
    fireEvent.click(screen.getByText('theme.dark'));
    expect(store.get().colorScheme).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: '#EB3D63' }));
    expect(store.get().primaryColor).toBe('#EB3D63');
    fireEvent.click(screen.getByText('עברית'));
    expect(store.get().language).toBe('he');
  });

  it('reset restores the defaults', () => {
    const store = setup();
    fireEvent.click(screen.getByText('skin.bordered'));
    expect(store.get().skin).toBe('bordered');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
  });
});
