// The UI settings of SPEC §3 as a pure model: defaults, parsing from storage (anything corrupt
// or unknown falls back to its default), serialising, and the layout rules of SPEC §4.
import { DEFAULT_PRIMARY, isHexColor } from '../palette';
import { OVERLAY_NAV_BREAKPOINT_PX, type Skin } from '../theme';

export const SETTINGS_PREFIX = 'atrium-';

export const COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type ColorSchemeSetting = (typeof COLOR_SCHEMES)[number];
export const SKINS = ['default', 'bordered'] as const satisfies readonly Skin[];
export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const;
export type NavLayout = (typeof NAV_LAYOUTS)[number];
/** What the customizer offers: collapsed is the vertical layout with its nav folded. */
export const LAYOUT_CHOICES = ['vertical', 'collapsed', 'horizontal'] as const;
export type LayoutChoice = (typeof LAYOUT_CHOICES)[number];
export const CONTENT_WIDTHS = ['boxed', 'fluid'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export const BAR_TYPES = ['sticky', 'static', 'hidden'] as const;
export type BarType = (typeof BAR_TYPES)[number];
export const SETTINGS_LANGUAGES = ['en', 'ar', 'he'] as const;
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];

export const PRIMARY_PRESETS = ['#7367F0', '#0D9394', '#FFB400', '#EB3D63', '#2092EC'] as const;

export interface UiSettings {
  colorScheme: ColorSchemeSetting;
  primaryColor: string;
  skin: Skin;
  semiDarkNav: boolean;
  contentLayoutNav: NavLayout;
  verticalNavCollapsed: boolean;
  contentWidth: ContentWidth;
  navbarType: BarType;
  navbarBlur: boolean;
  footerType: BarType;
  horizontalNavType: BarType;
  language: SettingsLanguage;
}

export const DEFAULT_SETTINGS: Readonly<UiSettings> = Object.freeze({
  colorScheme: 'light',
  primaryColor: DEFAULT_PRIMARY,
  skin: 'default',
  semiDarkNav: false,
  contentLayoutNav: 'horizontal',
  verticalNavCollapsed: false,
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  footerType: 'static',
  horizontalNavType: 'sticky',
  language: 'en',
});

/** Storage key (after the prefix) of each setting; public/boot-settings.js reads two of them. */
export const SETTINGS_KEYS = {
  colorScheme: 'color-scheme',
  primaryColor: 'primary-color',
  skin: 'skin',
  semiDarkNav: 'semi-dark-nav',
  contentLayoutNav: 'content-layout-nav',
  verticalNavCollapsed: 'vertical-nav-collapsed',
  contentWidth: 'content-width',
  navbarType: 'navbar-type',
  navbarBlur: 'navbar-blur',
  footerType: 'footer-type',
  horizontalNavType: 'horizontal-nav-type',
  language: 'language',
} as const satisfies Record<keyof UiSettings, string>;

type Parser<T> = (raw: string) => T | undefined;

const oneOf =
  <T extends string>(values: readonly T[]): Parser<T> =>
  (raw) =>
    (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

const bool: Parser<boolean> = (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined);

const PARSERS: { [K in keyof UiSettings]: Parser<UiSettings[K]> } = {
  colorScheme: oneOf(COLOR_SCHEMES),
  primaryColor: (raw) => (isHexColor(raw) ? raw.trim().toUpperCase() : undefined),
  skin: oneOf(SKINS),
  semiDarkNav: bool,
  contentLayoutNav: oneOf(NAV_LAYOUTS),
  verticalNavCollapsed: bool,
  contentWidth: oneOf(CONTENT_WIDTHS),
  navbarType: oneOf(BAR_TYPES),
  navbarBlur: bool,
  footerType: oneOf(BAR_TYPES),
  horizontalNavType: oneOf(BAR_TYPES),
  language: oneOf(SETTINGS_LANGUAGES),
};

const SETTING_NAMES = Object.keys(SETTINGS_KEYS) as Array<keyof UiSettings>;

export function storageKey(name: keyof UiSettings, prefix = SETTINGS_PREFIX): string {
  return `${prefix}${SETTINGS_KEYS[name]}`;
}

/**
 * The horizontal layout keeps its menu inside the navbar, so a hidden navbar would hide the
 * menu too, and a vertical collapse means nothing there (SPEC §4).
 */
export function normalizeSettings(settings: UiSettings): UiSettings {
  if (settings.contentLayoutNav !== 'horizontal') return settings;
  if (!settings.verticalNavCollapsed && settings.navbarType !== 'hidden') return settings;
  return { ...settings, verticalNavCollapsed: false, navbarType: settings.navbarType === 'hidden' ? 'sticky' : settings.navbarType };
}

function parseOne<K extends keyof UiSettings>(name: K, raw: string | null): UiSettings[K] {
  if (raw === null) return DEFAULT_SETTINGS[name];
  return PARSERS[name](raw) ?? DEFAULT_SETTINGS[name];
}

/** Reads every setting through `read` (e.g. localStorage.getItem); a bad value gets its default. */
export function parseSettings(read: (key: string) => string | null, prefix = SETTINGS_PREFIX): UiSettings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const name of SETTING_NAMES) {
    let raw: string | null;
    try {
      raw = read(storageKey(name, prefix));
    } catch {
      raw = null;
    }
    (settings as Record<keyof UiSettings, unknown>)[name] = parseOne(name, raw);
  }
  return normalizeSettings(settings);
}

export function serializeSetting<K extends keyof UiSettings>(value: UiSettings[K]): string {
  return String(value);
}

/** Names whose values differ between two settings objects. */
export function changedSettings(a: UiSettings, b: UiSettings): Array<keyof UiSettings> {
  return SETTING_NAMES.filter((name) => a[name] !== b[name]);
}

/** Merges a patch and keeps the model's invariants; the layout rules apply on every change. */
export function applySettingsPatch(settings: UiSettings, patch: Partial<UiSettings>): UiSettings {
  const next = { ...settings };
  for (const name of SETTING_NAMES) {
    const value = patch[name];
    if (value === undefined) continue;
    // A patch from outside (another tab, a stale caller) is validated like stored data.
    const parsed = PARSERS[name](serializeSetting(value));
    if (parsed !== undefined) (next as Record<keyof UiSettings, unknown>)[name] = parsed;
  }
  return normalizeSettings(next);
}

export function layoutOf(settings: Pick<UiSettings, 'contentLayoutNav' | 'verticalNavCollapsed'>): LayoutChoice {
  if (settings.contentLayoutNav === 'horizontal') return 'horizontal';
  return settings.verticalNavCollapsed ? 'collapsed' : 'vertical';
}

export function withLayout(settings: UiSettings, layout: LayoutChoice): UiSettings {
  return applySettingsPatch(settings, {
    contentLayoutNav: layout === 'horizontal' ? 'horizontal' : 'vertical',
    verticalNavCollapsed: layout === 'collapsed',
  });
}

export interface ShellLayout {
  nav: NavLayout;
  collapsed: boolean;
  /** the nav is an off-canvas drawer opened by the menu button */
  overlay: boolean;
}

/**
 * The layout actually shown at a viewport width. Below the overlay breakpoint the nav is a
 * collapsed vertical drawer; the stored choice is left untouched, so widening the window
 * restores it (SPEC §4).
 */
export function resolveShellLayout(settings: Pick<UiSettings, 'contentLayoutNav' | 'verticalNavCollapsed'>, viewportWidth: number): ShellLayout {
  if (viewportWidth < OVERLAY_NAV_BREAKPOINT_PX) return { nav: 'vertical', collapsed: true, overlay: true };
  return { nav: settings.contentLayoutNav, collapsed: settings.contentLayoutNav === 'vertical' && settings.verticalNavCollapsed, overlay: false };
}
