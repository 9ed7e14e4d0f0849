// The stylesheets of the app's components (all of Mantine's core CSS, the toasts', the shell's
// globals): ~35 kB gzip that the first paint does not need (decision 0005, fifth pass). The
// static first-paint shell (first-paint-shell.ts) carries its own inline styles, and the only
// render-blocking stylesheet left is Public Sans's @font-face rules (main.tsx). main.tsx imports
// this module and renders the app once it has loaded, so no component paints unstyled: the shell
// covers the page until then. Mantine's styles come in its cascade layer (`@layer mantine`): this
// sheet loads after the entry's own CSS (the shell's CSS modules), and unlayered rules beat layered
// ones whatever their order, so the app's styles still win over Mantine's as when Mantine's CSS sat
// first in the entry (without the layer the footer's links lost their size, axe target-size in he
// at 390 px). The app's globals and lazy chunks' own CSS (charts, rich text, CSS modules) follow.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import '../shell/global.css';

/** Read by main.tsx: a module with nothing but CSS would become a CSS-only chunk, which Vite
 * drops from the bundle, and the build could not name its stylesheet for the preload link. */
export const stylesLoaded = true;
