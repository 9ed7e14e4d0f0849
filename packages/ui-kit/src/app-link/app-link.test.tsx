import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { AppLink, isPlainLeftClick, NavigateProvider } from './app-link';

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('@atrium/ui-kit/AppLink', () => {
  it('its own navigate prop wins over the provider', async () => {
    const provided = vi.fn();
    const own = vi.fn();
    renderKit(
      <NavigateProvider navigate={provided}>
        <AppLink to="/x" navigate={own}>
          X
        </AppLink>
      </NavigateProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'X' }));
    expect(own).toHaveBeenCalledWith('/x');
    expect(provided).not.toHaveBeenCalled();
  });

  it('modified and non-left clicks are left to the browser (new tab, new window)', () => {
    expect(isPlainLeftClick(click)).toBe(true);
    for (const change of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(isPlainLeftClick({ ...click, ...change })).toBe(false);
    }
  });
});
