// Whether the shell may offer a link to the signed-in user (shortcuts, account menu, search,
// the customer's home): the route it opens lets them in, by the same guard a navigation runs,
// and where the menu lists the place, the menu shows it to them too. So nothing the shell offers
// ends on the not-authorized page.
import { guard, type CanFn } from '@atrium/acl';
import type { NavItem, RouteMeta } from '@atrium/core';
import { metaOf } from '../auth/route-guard';

type Gate = { action?: string | undefined; subject?: string | undefined };

/** Every menu link's path with the permissions on the way to it (its groups', then its own). */
export function menuGates(items: readonly NavItem[], above: readonly Gate[] = [], out = new Map<string, Gate[]>()): Map<string, Gate[]> {
  for (const item of items) {
    if (item.kind === 'heading') continue;
    const gates = [...above, { action: item.action, subject: item.subject }];
    if (item.kind === 'link') out.set(stripSlash(item.to), gates);
    else menuGates(item.children, gates, out);
  }
  return out;
}

function stripSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The menu's reading of a gate (acl's filterMenu): both or neither, never just one. */
function passes({ action, subject }: Gate, can: CanFn): boolean {
  if (action === undefined && subject === undefined) return true;
  return action !== undefined && subject !== undefined && can(action, subject);
}

export interface CanOpenInput {
  href: string;
  /** the router's matches for the href's path, outermost first */
  matches: ReadonlyArray<{ staticData?: { meta?: RouteMeta } }>;
  can: CanFn;
  isLoggedIn: boolean;
  menu: ReadonlyMap<string, readonly Gate[]>;
}

export function canOpen({ href, matches, can, isLoggedIn, menu }: CanOpenInput): boolean {
  const url = new URL(href, 'http://atrium.invalid');
  if (matches.length === 0) return false;
  const verdict = guard({ meta: metaOf(matches), isLoggedIn, can, location: { pathname: url.pathname, searchStr: url.search } });
  if (!verdict.allow) return false;
  return (menu.get(stripSlash(url.pathname)) ?? []).every((gate) => passes(gate, can));
}
