export { AA_TARGET, accessiblePalette, contrastRatio, darkenToContrast, darkTextShade, DEFAULT_PRIMARY, DEFAULT_PRIMARY_HOVER, generatePalette, isHexColor, LIGHT_APP_BG, luminance, parseHex, TEXT_SURFACES } from './palette';
export { atriumCssVariablesResolver, atriumTheme, BREAKPOINTS, createAtriumTheme, type DateControlLabels, OVERLAY_NAV_BREAKPOINT_PX, type Skin, TEXT_TOKENS, type TextToken, type ThemeOptions } from './theme';
export {
  applySettingsPatch,
  BAR_TYPES,
  COLOR_SCHEMES,
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  LAYOUT_CHOICES,
  layoutOf,
  normalizeSettings,
  parseSettings,
  PRIMARY_PRESETS,
  resolveShellLayout,
  SETTINGS_KEYS,
  SETTINGS_LANGUAGES,
  SETTINGS_PREFIX,
  SKINS,
  storageKey,
  withLayout,
  type BarType,
  type ColorSchemeSetting,
  type ContentWidth,
  type LayoutChoice,
  type NavLayout,
  type SettingsLanguage,
  type ShellLayout,
  type UiSettings,
} from './settings/model';
export { createSettingsStore, settingsColorSchemeManager, type CreateSettingsStoreOptions, type SettingsStorage, type SettingsStore } from './settings/store';
export { SettingsProvider, useSettings, useSettingsStore } from './settings/context';
