// Issue 32, decision 0033: the server depends on neither @atrium/mock-api nor msw. No dependency
// field of its package.json names them (not even devDependencies: the tests that compare with the
// mock live in tooling/server-parity), nor do the workspace packages it runs (whose sources tsup
// bundles), and no module of src/ or test/ imports them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('..', import.meta.url));
const workspace = join(server, '..', '..');
const MOCK = ['@atrium/mock-api', 'msw'];

/** Every field of a package.json that names packages to install. */
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

type Manifest = { name: string } & Partial<Record<(typeof DEPENDENCY_FIELDS)[number], Record<string, string>>>;

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const mockNamed = (deps: Record<string, string> | undefined) => Object.keys(deps ?? {}).filter((name) => MOCK.includes(name) || name.startsWith('@mswjs/'));

/** The workspace packages the server runs: its @atrium/* dependencies and theirs, by folder. */
function workspaceRuntime(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const parent of ['packages', 'tooling', 'apps']) {
    for (const name of readdirSync(join(workspace, parent))) {
      try {
        folders.set(manifestOf(join(workspace, parent, name)).name, join(workspace, parent, name));
      } catch {
        // not a package
      }
    }
  }
  const seen = new Map<string, string>();
  const visit = (name: string) => {
    const dir = folders.get(name);
    if (dir === undefined || seen.has(name)) return;
    seen.set(name, dir);
    const manifest = manifestOf(dir);
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) if (dep.startsWith('@atrium/')) visit(dep);
  };
  for (const dep of Object.keys(manifestOf(server).dependencies ?? {})) visit(dep);
  return seen;
}

/** The TypeScript modules under `dir`, tests only when `withTests`. */
function sourceFiles(dir: string, withTests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, withTests);
    return /\.[cm]?tsx?$/.test(entry.name) && (withTests || !/\.test\.[cm]?tsx?$/.test(entry.name)) ? [path] : [];
  });
}

/** `from '…'`, `import '…'`, `import('…')`, `require('…')` of the mock, msw or one of its @mswjs parts */
const IMPORT_OF_MOCK = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](?:@atrium\/mock-api|msw|@mswjs\/[^'"/]+)(?:\/[^'"]*)?['"]/;

describe('the server without the mock', () => {
  it('names neither @atrium/mock-api nor msw (nor @mswjs/*) in any dependency field of its package.json', () => {
    const manifest = manifestOf(server);
    const named = DEPENDENCY_FIELDS.flatMap((field) => mockNamed(manifest[field]).map((dep) => `${field}: ${dep}`));
    expect(named).toEqual([]);
    // and the file names them nowhere else either (an override, a script, an export)
    expect(readFileSync(join(server, 'package.json'), 'utf8')).not.toMatch(/@atrium\/mock-api|\bmsw\b|@mswjs\//);
  });

  it('runs no workspace package that depends on them', () => {
    const runtime = workspaceRuntime();
    expect([...runtime.keys()]).toEqual(expect.arrayContaining(['@atrium/api', '@atrium/domain', '@atrium/fixtures']));
    expect([...runtime.keys()]).not.toContain('@atrium/mock-api');
    const offenders = [...runtime].flatMap(([name, dir]) => {
      const manifest = manifestOf(dir);
      return mockNamed({ ...manifest.dependencies, ...manifest.peerDependencies }).map((dep) => `${name} → ${dep}`);
    });
    expect(offenders).toEqual([]);
  });

  it('imports them from no module of src/ or of the workspace packages it runs (tests aside)', () => {
    const dirs = [join(server, 'src'), ...[...workspaceRuntime().values()].map((dir) => join(dir, 'src'))];
    const offenders = dirs.flatMap((dir) => {
      let files: string[];
      try {
        files = sourceFiles(dir);
      } catch {
        return [];
      }
      return files.filter((file) => IMPORT_OF_MOCK.test(readFileSync(file, 'utf8'))).map((file) => relative(workspace, file));
    });
    expect(offenders).toEqual([]);
  });

  it('imports them from none of its own tests either (the comparisons live in tooling/server-parity)', () => {
    const offenders = ['src', 'test']
      .flatMap((dir) => sourceFiles(join(server, dir), true))
      .filter((file) => IMPORT_OF_MOCK.test(readFileSync(file, 'utf8')))
      .map((file) => relative(workspace, file));
    expect(offenders).toEqual([]);
  });
});
