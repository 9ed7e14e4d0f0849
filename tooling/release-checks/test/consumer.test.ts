// A new team's first hour: pack ui-kit, theme, i18n, api and one feature package with CSS
// (dashboards, plus the core it depends on), install the tarballs into a fresh Vite + React 19
// app outside the workspace, then type-check and build it. Installs come from the pnpm store the
// workspace already filled (prefer-offline), so it needs no network beyond the npm registry.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersions, root, run } from './workspace';

const PACKED = ['ui-kit', 'theme', 'i18n', 'api', 'core', 'dashboards'];
const pnpm = (args: string[], cwd: string): string => run('corepack', ['pnpm', ...args], { cwd });

// ui-kit's README opens with a whole main.tsx: it is the first thing a new team copies.
const README_EXAMPLE = /```tsx\n([\s\S]*?)```/.exec(readFileSync(join(root, 'packages/ui-kit/README.md'), 'utf8'))?.[1] ?? '';

const MAIN = `import './readme-example';
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@atrium/dashboards/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { atriumTheme } from '@atrium/theme';
import { createI18n, formatMinor } from '@atrium/i18n';
import { computeTotals } from '@atrium/api';
import { PageHeader, StatCard } from '@atrium/ui-kit';
import { dashboardsModule } from '@atrium/dashboards';

const totals = computeTotals([{ quantity: 2, unitPriceMinor: 1250 }], 0, 0);
const i18n = createI18n();

function App() {
  return (
    <MantineProvider theme={atriumTheme}>
      <PageHeader title="Consumer" />
      <StatCard label={dashboardsModule.id} value={formatMinor(totals.total, 'USD', 'en')} />
    </MantineProvider>
  );
}

const host = document.getElementById('consumer');
if (host) {
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <App />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
`;

describe('@atrium/release-checks/consumer app from packed tarballs', () => {
  let dir = '';
  let app = '';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-consumer-'));
    const tarballs = join(dir, 'tarballs');
    mkdirSync(tarballs);
    const tgz: Record<string, string> = {};
    for (const name of PACKED) {
      const before = new Set(readdirSync(tarballs));
      pnpm(['pack', '--pack-destination', tarballs], join(root, 'packages', name));
      const file = readdirSync(tarballs).find((f) => !before.has(f));
      if (!file) throw new Error(`pnpm pack wrote nothing for ${name}`);
      tgz[`@atrium/${name}`] = `file:${join(tarballs, file)}`;
    }
    const v = catalogVersions();
    const pick = (...names: string[]) => Object.fromEntries(names.map((n) => [n, v[n] ?? '*']));
    app = join(dir, 'app');
    mkdirSync(join(app, 'src'), { recursive: true });
    const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { packageManager: string };
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'atrium-consumer',
          private: true,
          type: 'module',
          packageManager: rootManifest.packageManager,
          dependencies: {
            ...tgz,
            ...pick('@mantine/core', '@mantine/hooks', '@mantine/charts', '@mantine/notifications', 'recharts', '@tanstack/react-query', 'i18next', 'react-i18next', 'react', 'react-dom', 'zod'),
          },
          devDependencies: pick('vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'),
        },
        null,
        2,
      ),
    );
    // the packed packages depend on each other by version: point those at the tarballs too
    writeFileSync(join(app, 'pnpm-workspace.yaml'), `overrides:\n${Object.entries(tgz).map(([n, f]) => `  "${n}": "${f}"`).join('\n')}\n`);
    writeFileSync(join(app, 'index.html'), '<!doctype html><html><body><div id="root"></div><div id="consumer"></div><script type="module" src="/src/main.tsx"></script></body></html>\n');
    writeFileSync(join(app, 'vite.config.ts'), "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n");
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ESNext', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: true, types: ['vite/client'] }, include: ['src'] }),
    );
    writeFileSync(join(app, 'src', 'main.tsx'), MAIN);
    writeFileSync(join(app, 'src', 'readme-example.tsx'), README_EXAMPLE);
    const store = pnpm(['store', 'path'], root).trim();
    pnpm(['install', '--prefer-offline', `--store-dir=${store}`, '--config.confirmModulesPurge=false'], app);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks the ui-kit README example and the app against the published .d.ts files', () => {
    expect(README_EXAMPLE).toContain('MantineProvider');
    expect(README_EXAMPLE).toContain("import '@mantine/core/styles.css'");
    expect(() => run(join(app, 'node_modules', '.bin', 'tsc'), ['-p', '.'], { cwd: app })).not.toThrow();
  });

  it('builds with Vite, and the feature package’s own CSS reaches the bundle', () => {
    run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: app });
    const assets = readdirSync(join(app, 'dist', 'assets'));
    const css = assets.filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(app, 'dist', 'assets', f), 'utf8')).join('\n');
    expect(css).toContain('--atrium-tone-up');
    expect(css).toContain('.mantine-');
  });
});
