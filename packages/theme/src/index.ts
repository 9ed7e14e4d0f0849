export { DEFAULT_PRIMARY, DEFAULT_PRIMARY_HOVER, generatePalette, isHexColor, parseHex } from './palette';
export { atriumCssVariablesResolver, atriumTheme, BREAKPOINTS, createAtriumTheme, OVERLAY_NAV_BREAKPOINT_PX, type Skin, type ThemeOptions } from './theme';
