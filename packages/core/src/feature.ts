// The one typed object a feature hands the shell: routes' meta, nav, search and translations.

/** CASL-style action and subject; the shell checks them against the user's ability. */
export interface Permission {
  action: string;
  subject: string;
}

export type LayoutKind = 'default' | 'blank' | 'fixed-height';

/** Meta every route declares (SPEC §2: public, unauthenticatedOnly, layout, action, subject). */
export interface RouteMeta {
  public?: boolean;
  unauthenticatedOnly?: boolean;
  layout?: LayoutKind;
  action?: string;
  subject?: string;
}

/** An icon is named, not imported, so a feature's module stays free of icon libraries. */
export type IconName = string;

export interface NavLink extends Partial<Permission> {
  kind: 'link';
  /** i18n key, resolved in the feature's namespace unless it contains a colon */
  title: string;
  to: string;
  icon?: IconName;
  badge?: { label: string; color?: string };
  /** Paths that also make this item active (email's item stays active on /apps/email/...). */
  activeOn?: string[];
}

export interface NavGroup extends Partial<Permission> {
  kind: 'group';
  title: string;
  icon?: IconName;
  children: NavItem[];
}

export interface NavHeading {
  kind: 'heading';
  title: string;
  /** shown when the horizontal layout turns the heading's section into a top-level menu */
  icon?: IconName;
}

export type NavItem = NavLink | NavGroup | NavHeading;

export type SearchCategory =
  | 'dashboards'
  | 'frontPages'
  | 'appsAndPages'
  | 'userInterface'
  | 'formsAndTables'
  | 'chartsAndMisc';

export interface SearchEntry {
  category: SearchCategory;
  title: string;
  icon: IconName;
  to: string;
}

export interface FeatureModule {
  /** short package name, also its i18n namespace */
  id: string;
  nav?: NavItem[];
  /** where in the shell's menu the nav items go; lower first */
  navOrder?: number;
  search?: SearchEntry[];
  /** translations for the feature's namespace, loaded lazily per language */
  locales?: Partial<Record<'en' | 'ar' | 'he', () => Promise<Record<string, unknown>>>>;
  /** subjects this feature's routes check, for the roles matrix */
  subjects?: string[];
}

/** Identity with checks: a feature's module is a plain object the shell can trust. */
export function defineFeature<const M extends FeatureModule>(module: M): M {
  if (!/^[a-z][a-z0-9-]*$/.test(module.id)) {
    throw new Error(`defineFeature: id "${module.id}" must be kebab-case`);
  }
  const seen = new Set<string>();
  for (const entry of module.search ?? []) {
    if (!entry.to.startsWith('/')) {
      throw new Error(`defineFeature(${module.id}): search entry "${entry.title}" must link to an absolute path`);
    }
    if (seen.has(entry.to)) {
      throw new Error(`defineFeature(${module.id}): duplicate search entry for ${entry.to}`);
    }
    seen.add(entry.to);
  }
  return module;
}

/** Depth-first walk of nav items, e.g. to list every link a feature offers. */
export function flattenNav(items: readonly NavItem[]): NavLink[] {
  return items.flatMap((item) =>
    item.kind === 'link' ? [item] : item.kind === 'group' ? flattenNav(item.children) : [],
  );
}
