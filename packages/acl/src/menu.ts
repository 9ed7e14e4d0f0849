// Menu filtering (SPEC §2): items need their permission, groups a permitted child, headings an item.
import type { NavItem } from '@atrium/core';
import type { CanFn } from './ability';

type Permissioned = { action?: string; subject?: string };

/**
 * An item with both action and subject needs that permission; one with neither is shown to every
 * signed-in user (its route only requires login); one with just one of the two is hidden, the
 * same fail-closed reading the guard uses.
 */
function permitted(item: Permissioned, can: CanFn): boolean {
  const { action, subject } = item;
  if (action === undefined && subject === undefined) return true;
  return action !== undefined && subject !== undefined && can(action, subject);
}

function filterItems(items: readonly NavItem[], can: CanFn): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.kind === 'heading') {
      out.push(item);
    } else if (item.kind === 'link') {
      if (permitted(item, can)) out.push(item);
    } else if (permitted(item, can)) {
      const children = filterItems(item.children, can);
      // A group is only a way to reach its children: without one it would open onto nothing.
      if (children.some((child) => child.kind !== 'heading')) out.push({ ...item, children });
    }
  }
  // Headings label the items after them; drop those with nothing left under them.
  return out.filter((item, index) => {
    if (item.kind !== 'heading') return true;
    const next = out[index + 1];
    return next !== undefined && next.kind !== 'heading';
  });
}

/** The nav tree the user may see, in the original order; the input is not modified. */
export function filterMenu(items: readonly NavItem[], can: CanFn): NavItem[] {
  return filterItems(items, can);
}
