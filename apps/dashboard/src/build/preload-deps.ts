// Build-time only (imported by vite.config.ts, never by the app): shortens the preload lists
// that Vite writes into the entry for every lazy chunk (`__vite__mapDeps`, ~10 kB gzip for
// ~140 lazy route chunks; decision 0005). Nothing is preloaded later than before:
// - chunks the entry imports statically are already loaded when any lazy import runs;
// - a route under a layout route (`_default`, `_blank`, `apps/…` with its own `apps.tsx`…) loads
//   together with that layout's component (the router loads every match's chunk at once, and on
//   a client-side navigation the layout is already there), whose own preload list already
//   fetches the layout's dependencies;
// - what is left is listed most-shared first, so the lists repeat and gzip finds them.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  facadeModuleId?: string | null;
}

const ROUTE = /\/src\/routes\/(.+)\.tsx\?tsr-split=/;
const LAYOUT_COMPONENT = /\/src\/routes\/(.+)\.tsx\?tsr-split=component$/;

export function preloadDeps() {
  let entryClosure = new Set<string>();
  /** a route chunk → the chunks its layouts' components already preload */
  let fromLayouts = new Map<string, Set<string>>();
  let rank = new Map<string, number>();

  const plugin: Plugin = {
    name: 'atrium:preload-deps',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle as Record<string, ChunkLike>).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const queue = [...start];
          for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
            if (seen.has(f)) continue;
            seen.add(f);
            queue.push(...(byName.get(f)?.imports ?? []));
          }
          return seen;
        };
        entryClosure = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        // route path ("_default/apps/user/list") → its component chunk
        const components = new Map<string, string>();
        for (const c of chunks) {
          const m = LAYOUT_COMPONENT.exec(c.facadeModuleId ?? '');
          if (m?.[1]) components.set(m[1], c.fileName);
        }
        fromLayouts = new Map();
        for (const c of chunks) {
          const route = ROUTE.exec(c.facadeModuleId ?? '')?.[1];
          if (!route) continue;
          const parts = route.split('/');
          const layouts = parts.slice(0, -1).map((_, i) => components.get(parts.slice(0, i + 1).join('/'))).filter((f): f is string => f !== undefined);
          if (layouts.length > 0) fromLayouts.set(c.fileName, closure(layouts));
        }
        // how many lazy chunks need each chunk: the most shared get the smallest indexes
        const count = new Map<string, number>();
        for (const c of chunks) for (const d of c.dynamicImports ?? []) for (const f of closure([d])) count.set(f, (count.get(f) ?? 0) + 1);
        rank = new Map([...count].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([f], i) => [f, i]));
      },
    },
  };

  /** `build.modulePreload.resolveDependencies` */
  const resolveDependencies = (filename: string, deps: string[], context: { hostType: 'html' | 'js' }) => {
    if (context.hostType !== 'js') return deps;
    const layouts = fromLayouts.get(filename);
    return deps
      .filter((d) => d === filename || (!entryClosure.has(d) && !layouts?.has(d)))
      .sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
  };

  return { plugin, resolveDependencies };
}
