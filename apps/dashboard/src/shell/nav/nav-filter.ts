// Menu assembly and active state; filtering by ability (SPEC §2) is acl's filterMenu.
import type { FeatureModule, NavGroup, NavItem, NavLink } from '@atrium/core';

export type { CanFn as Can } from '@atrium/acl';
// The menu filter is acl's (one implementation for the menu, search and the home redirect).
export { filterMenu as filterNav } from '@atrium/acl';

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

/**
 * The horizontal bar has room for a handful of menus, not every feature's group: each heading
 * and the items after it (up to the next heading) become one top-level menu named after the
 * heading. Items before the first heading stay top-level.
 */
export function foldHeadings(items: readonly NavItem[]): NavItem[] {
  const out: NavItem[] = [];
  let section: NavGroup | null = null;
  for (const item of items) {
    if (item.kind === 'heading') {
      section = { kind: 'group', title: item.title, icon: item.icon, children: [] };
      out.push(section);
    } else if (section) section.children.push(item);
    else out.push(item);
  }
  return out.filter((item) => item.kind !== 'group' || item.children.length > 0);
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
