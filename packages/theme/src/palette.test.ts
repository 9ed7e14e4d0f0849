import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast, DEFAULT_PRIMARY, generatePalette, LIGHT_APP_BG } from './palette';
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

describe('@atrium/theme/contrast', () => {
  it('makes every stock hue readable as text and under white text (WCAG AA)', () => {
    const theme = createAtriumTheme();
    for (const [name, shades] of Object.entries(theme.colors ?? {})) {
      if (name === 'dark' || !shades) continue;
      for (const i of [7, 8, 9]) expect(contrastRatio(shades[i] ?? '', LIGHT_APP_BG), `${name}.${i}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades[9] ?? '', shades[1] ?? ''), `${name} light variant`).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.colors?.green?.[7]).not.toBe('#37b24d');
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7367F0', '#FFFFFF')).toBeCloseTo(4.26, 1);
    expect(darkenToContrast('#28C76F', '#FFFFFF', 4.5)).not.toBe('#28C76F');
  });

  it('keeps a custom primary readable on shade 7 while shade 6 is the chosen colour', () => {
    const brand = createAtriumTheme({ primary: '#FFB400' }).colors?.brand;
    expect(brand?.[6]).toBe('#FFB400');
    expect(contrastRatio(brand?.[7] ?? '', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});
