// Every routed screen and every exported ui-kit component has a story (issue 35): this lists the
// ones without, and fails. It reads the sources (no browser), so it runs in the unit-test pass of
// `npm test`; the stories themselves run as tests in Chromium (vitest.config.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../../dashboard/e2e/routes/spec-routes';
import {
  exportedValues,
  filesUnder,
  isComponentName,
  routeMatches,
  routeOfFile,
  screensCoveredBy,
  screensOf,
  storyComponents,
  storyRoutes,
} from './story-coverage';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(file, 'utf8');

describe('the coverage rules', () => {
  it('reads a route file as the router does', () => {
    const dir = '/r';
    expect(routeOfFile(dir, '/r/_default/apps/invoice/edit/$id.tsx', 'component: X')).toBe('/apps/invoice/edit/$id');
    expect(routeOfFile(dir, '/r/_default/apps/calendar/index.tsx', 'component: X')).toBe('/apps/calendar');
    expect(routeOfFile(dir, '/r/_default/apps/email/-email-route.tsx', 'component: X')).toBeUndefined();
    expect(routeOfFile(dir, '/r/_default/pages/user-profile/index.tsx', 'beforeLoad: () => { throw redirect() }')).toBeUndefined();
    expect(routeOfFile(dir, '/r/_default.tsx', 'component: X')).toBeUndefined();
  });

  it('matches parameters and splats', () => {
    expect(routeMatches('/apps/invoice/edit/$id', '/apps/invoice/edit/4987')).toBe(true);
    expect(routeMatches('/apps/invoice/edit/$id', '/apps/invoice/preview/4987')).toBe(false);
    expect(routeMatches('/apps/invoice/edit/$id', '/apps/invoice/edit')).toBe(false);
    expect(routeMatches('/pages/misc/not-found/$', '/pages/misc/not-found/x/y')).toBe(true);
  });

  it('counts a screen no SPEC route opens, and a story for a parameter or a concrete path', () => {
    const screens = screensOf(['/apps/invoice/edit/4987', '/components/alert', '/components/badge'], ['/apps/invoice/edit/$id', '/apps/ecommerce/product/edit/$id', '/components/$demo', '/$']);
    expect(screens).toEqual(['/apps/invoice/edit/4987', '/components/alert', '/components/badge', '/apps/ecommerce/product/edit/$id', '/$']);
    expect(screensCoveredBy('/apps/invoice/edit/$id', screens)).toEqual(['/apps/invoice/edit/4987']);
    expect(screensCoveredBy('/apps/ecommerce/product/edit/7', screens)).toEqual(['/apps/ecommerce/product/edit/$id']);
    expect(screensCoveredBy('/components/$demo', screens)).toHaveLength(2);
    expect(screensCoveredBy('/some/where', screens)).toEqual([]);
    expect(screensCoveredBy('/$', screens)).toEqual(['/$']);
  });

  it('reads story files and export lists', () => {
    const story = "const meta = { title: 'ui-kit/Feedback/EmptyState', component: EmptyState, subcomponents: { ErrorState, QueryErrorState } };\nexport const A = { parameters: { route: '/apps/calendar' } };";
    expect(storyRoutes(story)).toEqual(['/apps/calendar']);
    expect(storyComponents(story).sort()).toEqual(['EmptyState', 'EmptyState', 'ErrorState', 'QueryErrorState'].sort());
    expect(exportedValues("export { A, type B, c as D } from './a';\nexport function useE() {}\nexport const F_G = 1;")).toEqual(['A', 'D', 'useE', 'F_G']);
    expect(['DataTable', 'useReturnFocus', 'DATA_TABLE_LABEL_KEYS', 'toCsv'].filter(isComponentName)).toEqual(['DataTable']);
  });
});

const storyFiles = [
  ...filesUnder(join(root, 'packages'), (name) => name.endsWith('.stories.tsx')),
  ...filesUnder(join(root, 'apps/dashboard/src'), (name) => name.endsWith('.stories.tsx')),
];

describe('every screen has a story', () => {
  const routesDir = join(root, 'apps/dashboard/src/routes');
  const patterns = filesUnder(routesDir, (name) => /\.tsx?$/.test(name) && !name.endsWith('.gen.ts'))
    .map((file) => routeOfFile(routesDir, file, read(file)))
    .filter((route): route is string => route !== undefined);
  const screens = screensOf(SPEC_ROUTES, patterns);
  const declared = storyFiles.flatMap((file) => storyRoutes(read(file)).map((route) => ({ file: file.slice(root.length), route })));

  it('reads the router and the SPEC list', () => {
    expect(patterns.length).toBeGreaterThan(80);
    expect(screens.length).toBeGreaterThan(SPEC_ROUTES.length);
  });

  it('each story route names a screen (one: a family of screens takes one story each)', () => {
    const wrong = declared.filter(({ route }) => screensCoveredBy(route, screens).length !== 1).map(({ file, route }) => `${file}: ${route} (${screensCoveredBy(route, screens).length} screens)`);
    expect(wrong).toEqual([]);
  });

  it('no screen without a story', () => {
    const covered = new Set(declared.flatMap(({ route }) => screensCoveredBy(route, screens)));
    expect(screens.filter((screen) => !covered.has(screen))).toEqual([]);
  });
});

describe('every exported ui-kit component has a story', () => {
  const uiKit = join(root, 'packages/ui-kit');
  const manifest = JSON.parse(read(join(uiKit, 'package.json'))) as { exports: Record<string, { '@atrium/source'?: string }> };
  const entries = Object.values(manifest.exports).flatMap((entry) => (entry['@atrium/source'] ? [join(uiKit, entry['@atrium/source'])] : []));
  const components = [...new Set(entries.flatMap((file) => exportedValues(read(file))).filter(isComponentName))].sort();
  const documented = new Set(
    storyFiles.filter((file) => file.startsWith(join(uiKit, 'src'))).flatMap((file) => storyComponents(read(file))),
  );

  it('reads the package entry points', () => {
    expect(entries.map((file) => file.slice(uiKit.length + 1))).toContain('src/index.ts');
    expect(components).toContain('DataTable');
  });

  it('no component without a story', () => {
    expect(components.filter((name) => !documented.has(name))).toEqual([]);
  });
});
