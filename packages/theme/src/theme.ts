import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { accessiblePalette, darkTextShade, DEFAULT_PRIMARY, LIGHT_APP_BG, generatePalette, isHexColor } from './palette';

export type Skin = 'default' | 'bordered';

export interface ThemeOptions {
  /** brand colour as hex; invalid values fall back to #7367F0 */
  primary?: string;
  skin?: Skin;
  /**
   * Accessible names for the date pickers' previous/next buttons (Mantine leaves them unnamed), in
   * the current language. The level button ("November 2026") keeps its visible text as its name
   * (WCAG 2.5.3: a label such as "Change month" hid the text it shows).
   */
  dateLabels?: DateControlLabels;
}

export interface DateControlLabels {
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
  previousDecade: string;
  nextDecade: string;
}

/** Every @mantine/dates component that renders a calendar header. */
const DATE_COMPONENTS = ['Calendar', 'DatePicker', 'DatePickerInput', 'DateInput', 'DateTimePicker', 'MonthPicker', 'MonthPickerInput', 'YearPicker', 'YearPickerInput'] as const;

/** SPEC §9 breakpoints (px ÷ 16 → em): sm 600, md 960, lg 1264, xl 1904. */
export const BREAKPOINTS = { xs: '0em', sm: '37.5em', md: '60em', lg: '79em', xl: '119em' } as const;
/** Below this width navigation turns into a collapsed vertical drawer (md + 16 px). */
export const OVERLAY_NAV_BREAKPOINT_PX = 976;

/**
 * Dark mode on a navy scale rather than Mantine's neutral grey: shade 7 is the surface of cards
 * and bars, shade 8 the page behind them, shade 0 the text.
 */
const DARK: MantineColorsTuple = ['#E1DEF5', '#CFCCE4', '#B6B3CE', '#8F8BA8', '#6B6888', '#4A4E69', '#3B405B', '#2F3349', '#25293C', '#1E2131'];

const FONT = '"Public Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Mantine's stock hues, darkened where needed for WCAG AA (see accessiblePalette). */
const ACCESSIBLE_COLORS = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, accessiblePalette(palette)]),
) as Record<string, MantineColorsTuple>;

interface DayStyleProps {
  weekend?: boolean;
  outside?: boolean;
  selected?: boolean;
  inRange?: boolean;
  disabled?: boolean;
}

function dayStyles(_theme: unknown, props: DayStyleProps): { day?: Record<string, string | number> } {
  if (props.selected || props.inRange || props.disabled) return {};
  if (props.outside) return { day: { color: 'var(--mantine-color-dimmed)', opacity: 1 } };
  if (props.weekend) return { day: { color: 'var(--mantine-color-red-text)' } };
  return {};
}

export function createAtriumTheme({ primary = DEFAULT_PRIMARY, skin = 'default', dateLabels }: ThemeOptions = {}): MantineThemeOverride {
  // Shade 6 stays the chosen colour itself; the shades used for text and filled controls are made AA.
  const brand = accessiblePalette(generatePalette(isHexColor(primary) ? primary : DEFAULT_PRIMARY), 7);
  const bordered = skin === 'bordered';
  return createTheme({
    primaryColor: 'brand',
    // White on #7367F0 is 4.26:1, under WCAG AA; filled controls and primary text use the spec's
    // darker variant #675DD8 (5.08:1), in both schemes (docs/decisions/0006-primary-contrast.md).
    primaryShade: { light: 7, dark: 7 },
    colors: { ...ACCESSIBLE_COLORS, brand, dark: DARK },
    fontFamily: FONT,
    headings: { fontFamily: FONT, fontWeight: '600' },
    defaultRadius: 'md',
    breakpoints: BREAKPOINTS,
    cursorType: 'pointer',
    other: { skin },
    components: {
      ...(dateLabels ? Object.fromEntries(DATE_COMPONENTS.map((name) => [name, { defaultProps: { ariaLabels: dateLabels } }])) : {}),
      // A calendar day's text at AA in both schemes: Mantine paints weekends red 6 (2.45:1 on the
      // dark card) and days of the next/previous month dimmed at half opacity (3.2:1 dark, 2.5:1
      // light). Weekends take the hue's text shade, which the palette test checks on every surface;
      // outside days stay dimmed, at full opacity.
      Day: { defaultProps: { styles: dayStyles } },
      // plain objects, not Card.extend(): that would put Card and Paper in the entry chunk
      Card: { defaultProps: { withBorder: bordered, shadow: bordered ? 'none' : 'sm', radius: 'md', padding: 'lg' } },
      Paper: { defaultProps: { withBorder: bordered, shadow: bordered ? 'none' : 'xs', radius: 'md' } },
      // Mantine puts a focusable role="presentation" placeholder first in every menu, which axe
      // reports as a child a menu may not have (aria-required-children, critical); without it the
      // first item takes focus when a menu opens from the keyboard.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A table wider than a phone scrolls sideways inside its container; a keyboard user scrolls
      // it only if the viewport can take focus (axe scrollable-region-focusable at 390 px).
      TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    },
  });
}

export const atriumTheme = createAtriumTheme();

/**
 * The colours text may use, by meaning (SPEC: prices and primary figures, up/down changes,
 * warnings). Each is a theme hue whose text shade the palette test checks against every surface
 * in both schemes; components use `c="var(--atrium-text-negative)"` or the hue name
 * (`c="red"`, which Mantine maps to `--mantine-color-red-text`), never a fixed shade like `red.8`.
 */
export const TEXT_TOKENS = { primary: 'brand', positive: 'teal', negative: 'red', warning: 'yellow' } as const;
export type TextToken = keyof typeof TEXT_TOKENS;
const textTokenVariables = Object.fromEntries(Object.entries(TEXT_TOKENS).map(([token, hue]) => [`--atrium-text-${token}`, `var(--mantine-color-${hue}-text)`]));

/**
 * Mantine's default dimmed text (gray 6 on white) is about 3.3:1, under WCAG AA's 4.5:1 for body
 * text; secondary text here uses a darker gray in light mode and a lighter one in dark mode.
 */
export const atriumCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  // --atrium-app-bg is the page behind cards and bars, a step away from their surface colour.
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    // placeholders and error text at AA too (Mantine's gray 5 and red 6 are about 2:1 and 3.6:1)
    '--mantine-color-placeholder': theme.colors.gray[6] ?? '#6B7178',
    '--mantine-color-error': theme.colors.red[7] ?? '#C92A2A',
    '--atrium-app-bg': LIGHT_APP_BG,
    ...textTokenVariables,
  },
  dark: {
    '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8',
    '--atrium-app-bg': theme.colors.dark[8] ?? '#25293C',
    // Mantine's coloured text in dark mode (shade 4) is about 4:1 on the raised surfaces; each hue
    // uses the strongest shade that clears AA on every navy surface (3 for most, 2 for violet).
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-${darkTextShade(theme.colors[theme.primaryColor] ?? [])})`,
    // error text (an invalid field's value, its message): Mantine's red 8 is 1.95:1 on a dark card
    '--mantine-color-error': `var(--mantine-color-red-${darkTextShade(theme.colors.red)})`,
    ...Object.fromEntries(
      Object.entries(theme.colors)
        .filter(([name]) => name !== 'dark')
        .map(([name, shades]) => [`--mantine-color-${name}-text`, `var(--mantine-color-${name}-${darkTextShade(shades)})`]),
    ),
    ...textTokenVariables,
  },
});
