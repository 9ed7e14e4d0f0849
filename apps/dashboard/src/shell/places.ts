// The places of the menu a user may open, in menu order and grouped as the menu groups them: the
// customer's home (/access-control) lists them as links.
import type { NavItem } from '@atrium/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { features } from '../features';
import { NAV_STRINGS_NAMESPACE, withNavStringKeys } from '../i18n/nav-strings';
import { useCanOpen } from './ability';
import { assembleNav } from './nav/nav-filter';

export interface Place {
  /** title keys from the outer group in, the link's own last */
  titles: string[];
  href: string;
}

export interface PlaceSection {
  /** the top-level group's or the lone link's title key */
  title: string;
  places: Place[];
}

/** Sections of the links `canOpen` lets through; `exclude` leaves a path out (the page itself). */
export function placeSections(items: readonly NavItem[], canOpen: (href: string) => boolean, exclude: ReadonlySet<string> = new Set()): PlaceSection[] {
  const sections: PlaceSection[] = [];
  const walk = (list: readonly NavItem[], trail: string[], section: PlaceSection | undefined) => {
    for (const item of list) {
      if (item.kind === 'heading') continue;
      if (item.kind === 'group') {
        const own = section ?? { title: item.title, places: [] };
        walk(item.children, section ? [...trail, item.title] : trail, own);
        if (!section && own.places.length > 0) sections.push(own);
      } else if (!exclude.has(item.to) && canOpen(item.to)) {
        if (section) section.places.push({ titles: [...trail, item.title], href: item.to });
        else sections.push({ title: item.title, places: [{ titles: [item.title], href: item.to }] });
      }
    }
  };
  walk(items, [], undefined);
  return sections;
}

const MENU = withNavStringKeys(assembleNav(features));

export interface TranslatedSection {
  title: string;
  places: Array<{ title: string; href: string }>;
}

/** The signed-in user's places with titles in their language. */
export function usePlaces(exclude: readonly string[] = []): TranslatedSection[] {
  const { t } = useTranslation(['common', NAV_STRINGS_NAMESPACE]);
  const canOpen = useCanOpen();
  const key = exclude.join('\n');
  return useMemo(
    () =>
      placeSections(MENU, canOpen, new Set(key ? key.split('\n') : [])).map((s) => ({
        title: t(s.title),
        places: s.places.map((p) => ({ title: p.titles.map((k) => t(k)).join(' › '), href: p.href })),
      })),
    [canOpen, key, t],
  );
}
