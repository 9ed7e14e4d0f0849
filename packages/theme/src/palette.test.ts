import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY, generatePalette } from './palette';
import { createAtriumTheme } from './theme';

describe('@atrium/theme/palette', () => {
  it('puts #7367F0 at shade 6 and the spec hover colour #675DD8 at shade 7', () => {
    const p = generatePalette(DEFAULT_PRIMARY);
    expect(p).toHaveLength(10);
    expect(p[6]).toBe('#7367F0');
    expect(p[7]).toBe('#675DD8');
  });

  it('orders shades from light to dark', () => {
    const lum = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16) + Number.parseInt(hex.slice(5, 7), 16);
    const p = generatePalette('#28C76F');
    for (let i = 1; i < p.length; i += 1) expect(lum(p[i] ?? '')).toBeLessThan(lum(p[i - 1] ?? ''));
  });

  it('falls back to the default primary for a corrupt colour and applies the bordered skin', () => {
    const theme = createAtriumTheme({ primary: 'not-a-colour', skin: 'bordered' });
    expect(theme.colors?.brand?.[6]).toBe('#7367F0');
    expect(theme.other?.skin).toBe('bordered');
    expect(theme.components?.Card?.defaultProps).toMatchObject({ withBorder: true, shadow: 'none' });
  });
});
