// Which screens and ui-kit components have no story (issue 35). Read from the source, without
// running a story: a story file names its screen with `parameters: { route: '/apps/invoice/list' }`
// (on the meta or on a story) and a ui-kit component by the meta's `component:` (or
// `subcomponents: { … }`, or a `ui-kit/…/<Name>` title). docs/adding-a-feature-package.md has the
// convention; story-coverage.test.ts runs the check in `npm test`.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` (recursively) whose name passes `keep`, as absolute paths. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name) && !entry.parentPath.includes(`${sep}node_modules`))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A route file's path as the router writes it: pathless layouts (`_blank`, `_default`) and
 * `index` drop out, `$id` stays a parameter. undefined for what is not a screen: the root and
 * layout routes, files the router ignores (`-name`), and routes that only redirect.
 */
export function routeOfFile(routesDir: string, file: string, source: string): string | undefined {
  const rel = relative(routesDir, file).split(sep).join('/').replace(/\.tsx?$/, '');
  const segments = rel.split('/');
  const last = segments.at(-1) ?? '';
  if (last.startsWith('-') || last === '__root' || segments.length === 1) return undefined;
  if (!/\bcomponent\s*:/.test(source)) return undefined;
  const path = segments.filter((s) => !s.startsWith('_') && s !== 'index');
  return `/${path.join('/')}`;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether a route pattern (`/apps/invoice/edit/$id`) matches a path (`/apps/invoice/edit/4987`); `$` alone is a splat. */
export function routeMatches(pattern: string, path: string): boolean {
  const p = segmentsOf(pattern);
  const s = segmentsOf(path);
  for (let i = 0; i < p.length; i += 1) {
    const seg = p[i] ?? '';
    if (seg === '$') return i < s.length || s.length === i;
    if (i >= s.length) return false;
    if (!seg.startsWith('$') && seg !== s[i]) return false;
  }
  return p.length === s.length;
}

/**
 * The screens: every SPEC route, plus each routed screen of the app that no SPEC route opens
 * (a product's edit page, the not-found page), by its route pattern.
 */
export function screensOf(specRoutes: readonly string[], routePatterns: readonly string[]): string[] {
  const extra = routePatterns.filter((pattern) => !specRoutes.some((path) => routeMatches(pattern, path) && !pattern.endsWith('/$')));
  return [...new Set([...specRoutes, ...extra])];
}

/** The `route:` values a story file declares. */
export function storyRoutes(source: string): string[] {
  return [...source.matchAll(/\broute\s*:\s*(['"`])(\/[^'"`]*)\1/g)].map((m) => m[2] ?? '');
}

/** A story route covers the screens it names: itself, the SPEC paths its `$param` segments match, the route patterns that match it. */
export function screensCoveredBy(route: string, screens: readonly string[]): string[] {
  // a story names a screen by its route pattern (/pages/misc/not-found/$): that one
  if (screens.includes(route)) return [route];
  return screens.filter((screen) => {
    if (screen === route) return true;
    // a story for /apps/email/sent is one for the screen /apps/email/$folderOrLabel; the
    // catch-all `/$` only by name, else every story would be one for it
    if (screen.includes('$')) return screen !== '/$' && !route.includes('$') && routeMatches(screen, route);
    return route.includes('$') && routeMatches(route, screen);
  });
}

/** The names a module exports as values (`export { A, type B, C as D } from …`, `export function E`, `export const F`). */
export function exportedValues(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push((item.split(/\s+as\s+/).at(-1) ?? item).trim());
    }
  }
  for (const m of source.matchAll(/export\s+(?:default\s+)?(?:function|const|class)\s+(\w+)/g)) names.push(m[1] ?? '');
  return [...new Set(names.filter(Boolean))];
}

/** A component's name: PascalCase (a hook, a helper or a CONSTANT is not one). */
export const isComponentName = (name: string): boolean => /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name);

/** The components a story file documents: its meta's component and subcomponents, and its title's last segment. */
export function storyComponents(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/\bcomponent\s*:\s*([A-Z]\w*)/g)) names.push(m[1] ?? '');
  for (const m of source.matchAll(/\bsubcomponents\s*:\s*\{([^}]*)\}/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.split(':')[0]?.trim();
      if (name) names.push(name);
    }
  }
  for (const m of source.matchAll(/\btitle\s*:\s*(['"`])([^'"`]+)\1/g)) names.push((m[2] ?? '').split('/').at(-1) ?? '');
  return names.filter(isComponentName);
}
