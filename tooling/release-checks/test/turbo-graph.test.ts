// Regression: test, typecheck and lint had no dependsOn, so an edit in ui-kit left the invoice
// package's hashes unchanged and a cached CI replayed stale results. The `transit` task folds each
// workspace dependency's files into its dependents' hashes (packages resolve src/ through the
// @atrium/source condition, so no ^build is needed).
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, copyWorkspace, run } from './workspace';

interface DryRun {
  tasks: { taskId: string; hash: string }[];
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
});
