// Regression: test, typecheck and lint had no dependsOn, so an edit in ui-kit left the invoice
// package's hashes unchanged and a cached CI replayed stale results. The `transit` task folds each
// workspace dependency's files into its dependents' hashes (packages resolve src/ through the
// @atrium/source condition, so no ^build is needed).
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, copyWorkspace, root, run } from './workspace';

interface DryRun {
  tasks: { taskId: string; hash: string; command: string; dependencies: string[] }[];
}

const TASKS = ['test', 'typecheck', 'lint'];

describe('@atrium/release-checks/turbo task graph', () => {
  let dir = '';
  const hashes = (filter: string): Record<string, string> => {
    const out = run(bin('turbo'), ['run', ...TASKS, `--filter=${filter}`, '--dry=json'], { cwd: dir });
    const dry = JSON.parse(out.slice(out.indexOf('{'))) as DryRun;
    return Object.fromEntries(dry.tasks.filter((t) => t.taskId.startsWith(`${filter}#`)).map((t) => [t.taskId, t.hash]));
  };

  beforeAll(() => {
    dir = copyWorkspace('turbo');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an edit to ui-kit/src/data-table/data-table.tsx changes @atrium/invoice test, typecheck and lint hashes', () => {
    const before = hashes('@atrium/invoice');
    expect(Object.keys(before).sort()).toEqual(TASKS.map((t) => `@atrium/invoice#${t}`).sort());
    appendFileSync(join(dir, 'packages/ui-kit/src/data-table/data-table.tsx'), '\n// an edit\n');
    const after = hashes('@atrium/invoice');
    for (const task of Object.keys(before)) expect(after[task], task).not.toBe(before[task]);
  });

  it('an edit to a package invoice does not depend on (chat) leaves its hashes alone', () => {
    const before = hashes('@atrium/invoice');
    appendFileSync(join(dir, 'packages/chat/src/index.ts'), '\n// an edit\n');
    expect(hashes('@atrium/invoice')).toEqual(before);
  });

  // The build pass waited on one chain: every feature package's build depended on the mock's
  // (a devDependency its stories use), so 13 builds ran one after another behind it. A package's
  // build needs the declarations of what it ships with (dependencies and peers) and nothing else;
  // the dashboard and the server bundle the sources (the @atrium/source condition) and need none.
  it("each package's build waits for the builds of its dependencies and peers only; the apps' for none", () => {
    const out = run(bin('turbo'), ['run', 'build', '--dry=json'], { cwd: dir });
    const dry = JSON.parse(out.slice(out.indexOf('{'))) as DryRun;
    const buildDeps = (id: string) => {
      const task = dry.tasks.find((t) => t.taskId === id);
      const builds = (task?.dependencies ?? []).filter((d) => d.endsWith('#build'));
      // a build of a package without a build script (tooling) is nothing to wait for
      return builds.filter((d) => dry.tasks.find((t) => t.taskId === d)?.command !== '<NONEXISTENT>').sort();
    };
    for (const name of readdirSync(join(root, 'packages'))) {
      const manifestPath = join(root, 'packages', name, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; scripts?: Record<string, string>; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
      if (!manifest.scripts?.build) continue;
      const shipped = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((d) => d.startsWith('@atrium/'));
      expect(buildDeps(`${manifest.name}#build`), manifest.name).toEqual(shipped.map((d) => `${d}#build`).sort());
    }
    expect(buildDeps('@atrium/dashboard#build')).toEqual([]);
    expect(buildDeps('@atrium/server#build')).toEqual([]);
  });
});
