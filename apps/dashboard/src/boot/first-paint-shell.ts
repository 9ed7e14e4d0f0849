// The static first-paint shell (issue 16): markup and styles that the build writes into
// index.html, so the page shows the product's frame in the visitor's language and colour scheme
// before any JavaScript has run. Runs in Node (vite.config.ts), not in the browser.
//
// Which shell shows and in which language is decided by CSS alone: public/boot-settings.js (the
// one external, CSP-allowed script that already sets `lang`, `dir` and the colour scheme before
// the first paint) also sets `data-first-paint` on <html> from the path, and
// `data-first-paint-path` to the path itself. Every text is written once per language,
// `lang`-tagged, and CSS shows the one matching <html lang>. Logical properties mirror it in
// Arabic and Hebrew. first-paint.ts removes it when the app paints.
//
// The admins' landing page (SHELL_PAGES) also shows its own title and description in the shell,
// where and as the page's header draws them: they are the largest text of its first screen, so
// the page's largest contentful paint is the first paint, not the end of its chunk graph
// (issue 16: Lighthouse LCP 7.3 s, 94 % of it render delay).

export const SHELL_LANGUAGES = ['en', 'ar', 'he'] as const;
export type ShellLanguage = (typeof SHELL_LANGUAGES)[number];

/** The strings the shell shows, per language, read from the packages' own locale files. */
export interface ShellStrings {
  /** common: app.name */
  appName: string;
  /** common: states.loading (said to assistive technology only) */
  loading: string;
  /** auth: login.title with {{app}} filled in */
  loginTitle: string;
  /** auth: login.subtitle */
  loginSubtitle: string;
  /** per SHELL_PAGES entry: its header's title and description */
  pages: Record<string, { title: string; description: string }>;
}

/** A page whose header the app-frame shell draws: its path and its strings' keys in a namespace. */
export interface ShellPage {
  id: string;
  path: string;
  namespace: string;
  title: string;
  description: string;
}

/** Only the landing page: each page's strings are in every signed-in load's HTML, in 3 languages. */
export const SHELL_PAGES: readonly ShellPage[] = [
  { id: 'landing', path: '/dashboards/all-branches-visitors', namespace: 'insights', title: 'landing.title', description: 'landing.description' },
];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** One text in every language; CSS keeps the one that matches <html lang>. */
function localized(strings: Record<ShellLanguage, ShellStrings>, pick: (language: ShellStrings) => string | undefined): string {
  return SHELL_LANGUAGES.map((lng) => `<span lang="${lng}">${escapeHtml(pick(strings[lng]) ?? '')}</span>`).join('');
}

// The same mark as the app's brand (shell/layout/brand.tsx), in the default primary colour.
const MARK =
  '<svg class="fp-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#675DD8"/><path d="M9 23 16 8l7 15h-4l-3-7-3 7Z" fill="#fff"/></svg>';

// Sizes and colours are the app's (Mantine's variables as the theme resolves them, measured on
// the built app), so the swap to the real page does not jump.
const CSS = `
#first-paint{position:fixed;inset:0;z-index:0;overflow:hidden;display:none;background:#F8F7FA;color:#000;font-family:"Public Sans",-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55}
html[data-first-paint] #first-paint{display:block}
html[lang=en] #first-paint [lang]:not([lang=en]),html[lang=ar] #first-paint [lang]:not([lang=ar]),html[lang=he] #first-paint [lang]:not([lang=he]),html:not([data-first-paint=login]) #first-paint .fp-login,html:not([data-first-paint=app]) #first-paint .fp-app{display:none}
#first-paint .fp-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
#first-paint .fp-brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;line-height:32px;white-space:nowrap}
#first-paint .fp-bone{background:#eceaf1;border-radius:6px}
#first-paint .fp-login{display:flex;height:100%}
#first-paint .fp-art{flex:1;background:#f8f9fa;border-inline-end:1px solid #ced4da}
#first-paint .fp-side{width:480px;padding:32px;display:flex;align-items:center}
#first-paint .fp-stack{width:100%;max-width:420px}
#first-paint .fp-title{margin:20px 0 0;font-size:22px;font-weight:600;line-height:28.6px}
#first-paint .fp-subtitle{margin:4px 0 0;color:#495057;line-height:24.8px}
#first-paint .fp-form{height:391px;margin-top:20px;display:flex;flex-direction:column;gap:20px}
#first-paint .fp-form .fp-demo{height:113px;background:#e3e1fb}
#first-paint .fp-form .fp-field{height:36px;margin-top:26px}
#first-paint .fp-bar{height:64px;padding-inline:16px;display:flex;align-items:center;background:#fff;border-bottom:1px solid #ced4da}
#first-paint .fp-hnav{height:53px;background:#fff;border-bottom:1px solid #ced4da;padding:8px 16px;display:flex;gap:16px;align-items:center}
#first-paint .fp-hnav .fp-bone{width:120px;height:22px}
#first-paint .fp-page{max-width:1440px;margin-inline:auto;padding:24px}
#first-paint .fp-h{width:180px;height:30px}
#first-paint .fp-p{width:340px;max-width:100%;height:16px;margin-top:10px}
#first-paint .fp-card{height:352px;margin-top:36px;background:#fff;border-radius:6px}
#first-paint .fp-head{margin:0;font-size:26px;line-height:33.8px;font-weight:600}
#first-paint .fp-desc{margin:4px 0 0;font-size:14px;line-height:20.3px;color:#495057}
#first-paint .fp-named .fp-card{margin-top:40px}
@media (max-width:991.98px){#first-paint .fp-art{display:none}#first-paint .fp-side{width:100%;padding:16px;justify-content:center}}
@media (max-width:975.98px){#first-paint .fp-hnav{display:none}#first-paint .fp-bar{margin:12px 24px 0;border:0;border-radius:8px;box-shadow:0 2px 8px rgb(47 43 61/.08)}}
html[data-mantine-color-scheme=dark] #first-paint{background:#25293C;color:#E1DEF5}
html[data-mantine-color-scheme=dark] #first-paint .fp-bone{background:#3a3e57}
html[data-mantine-color-scheme=dark] #first-paint .fp-art{background:#4A4E69;border-color:#6B6888}
html[data-mantine-color-scheme=dark] #first-paint :is(.fp-subtitle,.fp-desc){color:#CFCCE4}
html[data-mantine-color-scheme=dark] #first-paint .fp-form .fp-demo{background:#3b3a6b}
html[data-mantine-color-scheme=dark] #first-paint :is(.fp-bar,.fp-hnav,.fp-card){background:#2F3349;border-color:#6B6888}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The shell: a style element and `#first-paint`, to go at the start of <body>. Two frames: the
 * sign-in page's (brand, its real heading and subtitle, the form's outline) and the signed-in
 * app's (app bar with the brand, the horizontal menu's strip, a page outline). `aria-busy` and a
 * visually hidden "Loading…" tell assistive technology that the page is not ready yet.
 */
export function firstPaintShell(strings: Record<ShellLanguage, ShellStrings>): string {
  const brand = `<div class="fp-brand">${MARK}${localized(strings, (l) => l.appName)}</div>`;
  // each named page's outline shows on its own path only, the bones' outline everywhere else
  const onPage = SHELL_PAGES.map((page) => `html[data-first-paint-path="${page.path}"]`);
  const pageCss = [
    ...SHELL_PAGES.map((page) => `html:not([data-first-paint-path="${page.path}"]) #first-paint .fp-page-${page.id}`),
    ...onPage.map((html) => `${html} #first-paint .fp-page-any`),
  ].join(',');
  const pages = SHELL_PAGES.map(
    (page) =>
      `<div class="fp-page fp-named fp-page-${page.id}"><p class="fp-head">${localized(strings, (l) => l.pages[page.id]?.title)}</p><p class="fp-desc">${localized(strings, (l) => l.pages[page.id]?.description)}</p><div class="fp-card"></div></div>`,
  );
  return [
    `<style>${CSS}${pageCss ? `${pageCss}{display:none}` : ''}</style>`,
    '<div id="first-paint" aria-busy="true">',
    `<p class="fp-sr">${localized(strings, (l) => l.loading)}</p>`,
    '<div class="fp-login"><div class="fp-art"></div><div class="fp-side"><div class="fp-stack">',
    brand,
    `<p class="fp-title">${localized(strings, (l) => l.loginTitle)}</p>`,
    `<p class="fp-subtitle">${localized(strings, (l) => l.loginSubtitle)}</p>`,
    '<div class="fp-form"><div class="fp-bone fp-demo"></div><div class="fp-bone fp-field"></div><div class="fp-bone fp-field"></div></div>',
    '</div></div></div>',
    '<div class="fp-app">',
    `<div class="fp-bar">${brand}</div>`,
    '<div class="fp-hnav"><div class="fp-bone"></div><div class="fp-bone"></div><div class="fp-bone"></div><div class="fp-bone"></div></div>',
    '<div class="fp-page fp-page-any"><div class="fp-bone fp-h"></div><div class="fp-bone fp-p"></div><div class="fp-card"></div></div>',
    ...pages,
    '</div>',
    '</div>',
  ].join('');
}

export type Json = { [key: string]: Json } | string | number | boolean | null | Json[];

function lookup(messages: Json, path: string): string {
  let node: Json | undefined = messages;
  for (const part of path.split('.')) node = node && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`first-paint shell: no string at ${path}`);
  return node;
}

/**
 * The shell's strings from the locale files' contents (common = @atrium/i18n, auth =
 * @atrium/auth, and each SHELL_PAGES namespace by name).
 */
export function shellStrings(common: Json, auth: Json, namespaces: Record<string, Json> = {}): ShellStrings {
  const appName = lookup(common, 'app.name');
  const namespace = (name: string): Json => {
    const messages = namespaces[name];
    if (messages === undefined) throw new Error(`first-paint shell: no ${name} namespace`);
    return messages;
  };
  return {
    appName,
    loading: lookup(common, 'states.loading'),
    loginTitle: lookup(auth, 'login.title').replace(/\{\{\s*app\s*\}\}/g, appName),
    loginSubtitle: lookup(auth, 'login.subtitle'),
    pages: Object.fromEntries(
      SHELL_PAGES.map((page) => [page.id, { title: lookup(namespace(page.namespace), page.title), description: lookup(namespace(page.namespace), page.description) }]),
    ),
  };
}
