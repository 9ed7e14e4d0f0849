import { DEFAULT_THEME, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast, darkTextShade, DEFAULT_PRIMARY, generatePalette, LIGHT_APP_BG, TEXT_SURFACES } from './palette';
import { PRIMARY_PRESETS } from './settings/model';
import { atriumCssVariablesResolver, createAtriumTheme, TEXT_TOKENS } from './theme';

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

// Issue 23: prices in #675DD8 on a dark card were 2.0:1, a coverage note in yellow.8 1.96:1, and
// negative changes in red.4 4.4:1. Every colour text uses is checked on every surface it sits on.
describe('@atrium/theme/text tokens', () => {
  const resolve = (primary?: string) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createAtriumTheme({ primary }));
    return { theme, vars: atriumCssVariablesResolver(theme) };
  };
  /** the hex a `var(--mantine-color-<hue>-<shade>)` reference points at */
  const shadeOf = (theme: MantineTheme, ref: string | undefined) => {
    const m = /--mantine-color-([a-z]+)-(\d)\)/.exec(ref ?? '');
    return m ? (theme.colors[m[1] ?? '']?.[Number(m[2])] ?? '') : '';
  };

  for (const primary of PRIMARY_PRESETS) {
    it(`keeps every text token at AA on light and dark surfaces (primary ${primary})`, () => {
      const { theme, vars } = resolve(primary);
      for (const [token, hue] of Object.entries(TEXT_TOKENS)) {
        expect(vars.light[`--atrium-text-${token}`]).toBe(`var(--mantine-color-${hue}-text)`);
        expect(vars.dark[`--atrium-text-${token}`]).toBe(`var(--mantine-color-${hue}-text)`);
        // light: Mantine's `-text` is the filled shade (primaryShade.light = 7)
        const light = theme.colors[hue]?.[7] ?? '';
        for (const bg of TEXT_SURFACES.light) expect(contrastRatio(light, bg), `${token} (${light}) on ${bg}`).toBeGreaterThanOrEqual(4.5);
        const dark = shadeOf(theme, vars.dark[`--mantine-color-${hue}-text`]);
        expect(dark, token).not.toBe('');
        for (const bg of TEXT_SURFACES.dark) expect(contrastRatio(dark, bg), `${token} (${dark}) on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('gives every hue a dark-mode text shade at AA on the dark card, bar and page', () => {
    const { theme, vars } = resolve();
    expect(TEXT_SURFACES.dark).toContain(theme.colors.dark[6]?.toUpperCase());
    for (const name of Object.keys(theme.colors)) {
      if (name === 'dark') continue;
      const text = shadeOf(theme, vars.dark[`--mantine-color-${name}-text`]);
      for (const bg of TEXT_SURFACES.dark) expect(contrastRatio(text, bg), `${name} text on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(shadeOf(theme, vars.dark['--mantine-color-anchor']), '#3B405B')).toBeGreaterThanOrEqual(4.5);
    // an invalid field's text in dark mode was red 8, 1.95:1 on a card (issue 23, /forms/textfield)
    for (const bg of TEXT_SURFACES.dark) expect(contrastRatio(shadeOf(theme, vars.dark['--mantine-color-error']), bg), `error on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('reproduces the reported failures with the old shades', () => {
    expect(contrastRatio('#675DD8', '#3B405B')).toBeLessThan(4.5);
    expect(contrastRatio('#FF8787', '#3B405B')).toBeLessThan(4.5);
    expect(darkTextShade(DEFAULT_THEME.colors.red)).toBe(3);
  });
});

describe('@atrium/theme/a11y defaults', () => {
  it('leaves out the menu focus placeholder axe reports inside role="menu" (issue 23)', () => {
    expect(createAtriumTheme().components?.Menu?.defaultProps).toMatchObject({ withInitialFocusPlaceholder: false });
  });

  it('lets the keyboard scroll a table wider than the screen (issue 23, 390 px)', () => {
    expect(createAtriumTheme().components?.TableScrollContainer?.defaultProps).toMatchObject({ scrollAreaProps: { viewportProps: { tabIndex: 0 } } });
  });
});
