// The shell's menu needs every feature's nav titles before any feature is opened, but not the
// features' whole translation namespaces. Those titles are kept, per language, as small
// generated data (nav-strings.<lng>.json, written by nav-strings.test.ts) in one namespace of
// their own: a feature's namespace then loads only when one of its screens asks for it.
import type { NavItem } from '@atrium/core';

export const NAV_STRINGS_NAMESPACE = 'shell-nav';

/** `users:nav.users` → `shell-nav:users.nav.users`; the common namespace is always loaded. */
export function navStringKey(title: string): string {
  const colon = title.indexOf(':');
  if (colon < 0) return title;
  const ns = title.slice(0, colon);
  if (ns === 'common' || ns === NAV_STRINGS_NAMESPACE) return title;
  return `${NAV_STRINGS_NAMESPACE}:${ns}.${title.slice(colon + 1)}`;
}

/** The same menu with titles pointing into the nav-strings namespace. */
export function withNavStringKeys(items: readonly NavItem[]): NavItem[] {
  return items.map((item) =>
    item.kind === 'group'
      ? { ...item, title: navStringKey(item.title), children: withNavStringKeys(item.children) }
      : { ...item, title: navStringKey(item.title) },
  );
}

/** Every namespaced title of a menu (the generator's input). */
export function navTitles(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [item.title, ...(item.kind === 'group' ? navTitles(item.children) : [])]);
}

export const navStringLoaders = {
  en: () => import('./nav-strings.en.json').then((m) => m.default as Record<string, unknown>),
  ar: () => import('./nav-strings.ar.json').then((m) => m.default as Record<string, unknown>),
  he: () => import('./nav-strings.he.json').then((m) => m.default as Record<string, unknown>),
} as const;
