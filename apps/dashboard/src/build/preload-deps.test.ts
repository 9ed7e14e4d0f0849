import { describe, expect, it } from 'vitest';
import { preloadDeps } from './preload-deps';

const chunk = (fileName: string, imports: string[] = [], extra: Record<string, unknown> = {}) => ({ type: 'chunk' as const, fileName, imports, dynamicImports: [], ...extra });
const route = (path: string) => `/app/src/routes/${path}.tsx?tsr-split=component`;

/** entry → react; _default layout → shell → mantine; two routes under it, one beside it */
function bundle() {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], {
      isEntry: true,
      dynamicImports: ['assets/_default.js', 'assets/list.js', 'assets/chart.js', 'assets/login.js'],
    }),
    chunk('assets/react.js'),
    chunk('assets/_default.js', ['assets/shell.js', 'assets/react.js'], { facadeModuleId: route('_default') }),
    chunk('assets/shell.js', ['assets/mantine.js']),
    chunk('assets/mantine.js'),
    chunk('assets/table.js', ['assets/mantine.js']),
    chunk('assets/list.js', ['assets/table.js', 'assets/mantine.js', 'assets/react.js'], { facadeModuleId: route('_default/apps/user/list') }),
    chunk('assets/chart.js', ['assets/table.js', 'assets/shell.js'], { facadeModuleId: route('_default/charts') }),
    chunk('assets/login.js', ['assets/mantine.js', 'assets/react.js'], { facadeModuleId: route('_blank/login') }),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

function run() {
  const { plugin, resolveDependencies } = preloadDeps();
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle());
  return resolveDependencies;
}

describe('preloadDeps (build.modulePreload.resolveDependencies)', () => {
  it("drops what the entry already loaded and what the route's layout preloads, keeps the rest", () => {
    const resolve = run();
    // list: react is the entry's, mantine the _default layout's (through shell); table stays
    expect(resolve('assets/list.js', ['assets/list.js', 'assets/table.js', 'assets/mantine.js', 'assets/react.js'], { hostType: 'js' })).toEqual(['assets/table.js', 'assets/list.js']);
    expect(resolve('assets/chart.js', ['assets/chart.js', 'assets/table.js', 'assets/shell.js', 'assets/mantine.js'], { hostType: 'js' })).toEqual(['assets/table.js', 'assets/chart.js']);
  });

  it('keeps the layout-shared chunks for a route under another layout, and the layout its own', () => {
    const resolve = run();
    // _blank/login does not load with _default: mantine must still be preloaded with it
    expect(resolve('assets/login.js', ['assets/login.js', 'assets/mantine.js', 'assets/react.js'], { hostType: 'js' })).toEqual(['assets/mantine.js', 'assets/login.js']);
    expect(resolve('assets/_default.js', ['assets/_default.js', 'assets/shell.js', 'assets/mantine.js', 'assets/react.js'], { hostType: 'js' })).toEqual(['assets/mantine.js', 'assets/shell.js', 'assets/_default.js']);
  });

  it('lists the most shared chunks first, so the lists repeat', () => {
    const resolve = run();
    const deps = resolve('assets/login.js', ['assets/login.js', 'assets/mantine.js'], { hostType: 'js' });
    // mantine is needed by all four lazy chunks, login by one
    expect(deps.indexOf('assets/mantine.js')).toBeLessThan(deps.indexOf('assets/login.js'));
  });

  it('leaves index.html alone', () => {
    const resolve = run();
    expect(resolve('assets/index.js', ['assets/react.js'], { hostType: 'html' })).toEqual(['assets/react.js']);
  });
});
