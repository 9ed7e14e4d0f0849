// Takes the static first-paint shell (first-paint-shell.ts, written into index.html by the
// build) away the moment the app has painted something of its own, in the same task as that
// React commit (a MutationObserver runs before the next frame), so there is never a frame with
// both or with neither, and no later query finds the shell's copy of a heading.

/** What counts as the app's own first paint: a page in a layout, the app bar, or a status page. */
export const APP_PAINTED = 'main > *, header, h1, [role="alert"]';

export function replaceFirstPaintShell(root: Element | null, shell: Element | null): void {
  if (!root || !shell) return;
  // the path boot-settings.js read for the shell would be stale after the first navigation
  const remove = () => {
    shell.remove();
    document.documentElement.removeAttribute('data-first-paint-path');
  };
  if (root.querySelector(APP_PAINTED)) {
    remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.querySelector(APP_PAINTED)) return;
    observer.disconnect();
    remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}

replaceFirstPaintShell(document.getElementById('root'), document.getElementById('first-paint'));
