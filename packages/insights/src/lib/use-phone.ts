// Whether the screen is a phone: narrower than Atrium's sm breakpoint (600 px, SPEC §9), the width
// below which Mantine's `hiddenFrom="sm"` hides things. Read on the first render (not in an effect),
// so a phone never draws the desktop layout first and then jumps.
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The media query of a phone for a theme's sm breakpoint ("37.5em"). */
export function phoneQuery(sm: string): string {
  const em = sm.endsWith('px') ? parseFloat(sm) / 16 : parseFloat(sm);
  return `(max-width: ${em - 0.01}em)`;
}

export function usePhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(phoneQuery(theme.breakpoints.sm ?? '37.5em'), false, { getInitialValueInEffect: false });
}
