// Menu filtering (SPEC §2): an item shows when the user can perform its action on its subject;
// a group also needs at least one visible child; a heading shows only above visible items.
import type { FeatureModule, NavItem, NavLink } from '@atrium/core';

export type Can = (action: string, subject: string) => boolean;

/** Items without action/subject are open to everyone (the guard decides on the page itself). */
function permitted(item: { action?: string; subject?: string }, can: Can): boolean {
  if (item.action === undefined || item.subject === undefined) return true;
  return can(item.action, item.subject);
}

export function filterNav(items: readonly NavItem[], can: Can): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (item.kind === 'heading') {
      kept.push(item);
    } else if (item.kind === 'link') {
      if (permitted(item, can)) kept.push(item);
    } else if (permitted(item, can)) {
      const children = filterNav(item.children, can).filter((c) => c.kind !== 'heading');
      if (children.length > 0) kept.push({ ...item, children });
    }
  }
  // Drop headings that no longer head anything (followed by another heading or nothing).
  return kept.filter((item, i) => item.kind !== 'heading' || (kept[i + 1] !== undefined && kept[i + 1]?.kind !== 'heading'));
}

/** A title without a namespace is a key in its feature's namespace (core's NavLink contract). */
function qualify(item: NavItem, ns: string): NavItem {
  const title = item.title.includes(':') ? item.title : `${ns}:${item.title}`;
  if (item.kind === 'group') return { ...item, title, children: item.children.map((c) => qualify(c, ns)) };
  return { ...item, title };
}

/** Nav items of every module, in navOrder (stable for equal orders), titles namespaced. */
export function assembleNav(modules: readonly FeatureModule[]): NavItem[] {
  return modules
    .map((m, index) => ({ m, index }))
    .sort((a, b) => (a.m.navOrder ?? 100) - (b.m.navOrder ?? 100) || a.index - b.index)
    .flatMap(({ m }) => (m.nav ?? []).map((item) => qualify(item, m.id)));
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A link is active on its own path, and on any path under one of its `activeOn` prefixes. */
export function isLinkActive(link: Pick<NavLink, 'to' | 'activeOn'>, pathname: string): boolean {
  const path = trimSlash(pathname);
  if (path === trimSlash(link.to)) return true;
  return (link.activeOn ?? []).some((prefix) => {
    const p = trimSlash(prefix);
    return path === p || path.startsWith(`${p}/`);
  });
}

export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.kind === 'link') return isLinkActive(item, pathname);
  if (item.kind === 'group') return item.children.some((c) => isItemActive(c, pathname));
  return false;
}
