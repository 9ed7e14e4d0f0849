// Focus back to the opener for dialogs and drawers a page mounts only while they are open.
import { useEffect, useRef } from 'react';

/**
 * Mantine gives focus back when a modal's `opened` turns false, but a dialog rendered as
 * `{editing && <Drawer opened … />}` unmounts instead, and focus falls to the page's body (WCAG
 * 2.4.3). Call this in the page with the same condition: it remembers the focused control when
 * `open` turns true (before the dialog's focus trap moves focus, which happens on a timeout) and
 * focuses it again once the dialog is gone, unless something else has taken focus meanwhile.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return undefined;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return undefined;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (target.isConnected && (!active || active === document.body)) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
