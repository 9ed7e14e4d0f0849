import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, firstPaintShell, SHELL_LANGUAGES, SHELL_PAGES, shellStrings, type Json, type ShellLanguage, type ShellStrings } from './first-paint-shell';
import { replaceFirstPaintShell } from './first-paint';

// the same files the build reads (vite.config.ts); the tests run in apps/dashboard
const locale = (pkg: string, lng: string) => JSON.parse(readFileSync(join(process.cwd(), '..', '..', 'packages', pkg, 'src', 'locales', `${lng}.json`), 'utf8')) as Json;
const pageLocales = (lng: string) => Object.fromEntries(SHELL_PAGES.map((page) => [page.namespace, locale(page.namespace, lng)]));
const strings = Object.fromEntries(SHELL_LANGUAGES.map((lng) => [lng, shellStrings(locale('i18n', lng), locale('auth', lng), pageLocales(lng))])) as Record<ShellLanguage, ShellStrings>;

function mount(html: string) {
  document.documentElement.innerHTML = `<head></head><body>${html}<div id="root"></div></body>`;
  return { root: document.getElementById('root'), shell: document.getElementById('first-paint') };
}

describe('@atrium/dashboard/first-paint shell', () => {
  it('says what the login page says, in every language, with the app name filled in', () => {
    const html = firstPaintShell(strings);
    for (const lng of SHELL_LANGUAGES) {
      expect(strings[lng].loginTitle).not.toContain('{{');
      expect(html).toContain(`<span lang="${lng}">${escapeHtml(strings[lng].loginTitle)}</span>`);
      expect(html).toContain(`<span lang="${lng}">${escapeHtml(strings[lng].loginSubtitle)}</span>`);
      expect(html).toContain(`<span lang="${lng}">${escapeHtml(strings[lng].appName)}</span>`);
    }
    expect(strings.ar.appName).not.toBe(strings.en.appName);
  });

  it("draws the landing page's own title and description, on its path only", () => {
    const html = firstPaintShell(strings);
    for (const lng of SHELL_LANGUAGES) {
      expect(html).toContain(`<span lang="${lng}">${escapeHtml(strings[lng].pages.landing?.title ?? '?')}</span>`);
      expect(html).toContain(`<span lang="${lng}">${escapeHtml(strings[lng].pages.landing?.description ?? '?')}</span>`);
    }
    expect(strings.en.pages.landing?.description).toMatch(/stores/);
    expect(strings.he.pages.landing?.title).not.toBe(strings.en.pages.landing?.title);
    document.documentElement.innerHTML = `<head></head><body>${html}</body>`;
    const shown = (selector: string) => getComputedStyle(document.querySelector(selector) as Element).display !== 'none';
    document.documentElement.setAttribute('data-first-paint-path', '/dashboards/all-branches-visitors');
    expect(shown('.fp-page-landing')).toBe(true);
    expect(shown('.fp-page-any')).toBe(false);
    document.documentElement.setAttribute('data-first-paint-path', '/apps/user/list');
    expect(shown('.fp-page-landing')).toBe(false);
    expect(shown('.fp-page-any')).toBe(true);
  });

  it('fails the build when a named page has no strings', () => {
    expect(() => shellStrings(locale('i18n', 'en'), locale('auth', 'en'))).toThrow(/insights/);
    expect(() => shellStrings(locale('i18n', 'en'), locale('auth', 'en'), { insights: {} })).toThrow(/landing\.title/);
  });

  it('escapes the translations it writes into the page', () => {
    const evil = { ...strings.en, loginSubtitle: '<img src=x onerror=alert(1)>' };
    const html = firstPaintShell({ en: evil, ar: strings.ar, he: strings.he });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('has no script, so it needs no CSP exception', () => {
    expect(firstPaintShell(strings)).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('fails the build when a string is missing rather than painting a key', () => {
    expect(() => shellStrings({ app: { name: 'Atrium' } }, {}, pageLocales('en'))).toThrow(/states\.loading/);
  });
});

describe('@atrium/dashboard/replaceFirstPaintShell', () => {
  it('keeps the shell while the app has painted nothing of its own, then removes it with the first page content', async () => {
    const { root, shell } = mount(firstPaintShell(strings));
    document.documentElement.setAttribute('data-first-paint-path', '/login');
    replaceFirstPaintShell(root, shell);
    // what React commits before a route's code is there: Mantine's variables, an empty layout
    root?.insertAdjacentHTML('beforeend', '<style></style><main id="main-content"></main>');
    await Promise.resolve();
    expect(document.getElementById('first-paint')).not.toBeNull();
    document.getElementById('main-content')?.insertAdjacentHTML('beforeend', '<div>login form</div>');
    await Promise.resolve();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.documentElement.hasAttribute('data-first-paint-path')).toBe(false);
  });

  it('removes it for the app bar of the signed-in layout and for a status page', async () => {
    for (const painted of ['<div><header></header></div>', '<div><h1>Page not found</h1></div>']) {
      const { root, shell } = mount(firstPaintShell(strings));
      replaceFirstPaintShell(root, shell);
      root?.insertAdjacentHTML('beforeend', painted);
      await Promise.resolve();
      expect(document.getElementById('first-paint')).toBeNull();
    }
  });

  it('removes it at once when the app has already painted', () => {
    const { root, shell } = mount(firstPaintShell(strings));
    root?.insertAdjacentHTML('beforeend', '<main><p>x</p></main>');
    replaceFirstPaintShell(root, shell);
    expect(document.getElementById('first-paint')).toBeNull();
  });
});
