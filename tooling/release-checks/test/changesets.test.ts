// Regression: `changeset status` failed on a changeset mixing the private mock-api with public
// packages, and `changeset version` took auth, invoice and users to 1.0.0 (their internal peers
// made every minor of acl/i18n a major). This runs the status and a dry-run version in a scratch
// copy and fails on any major bump that no changeset asked for.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, copyWorkspace, root, run } from './workspace';

interface ReleasePlan {
  changesets: { id: string; releases: { name: string; type: string }[] }[];
  releases: { name: string; type: string; oldVersion: string; newVersion: string }[];
}

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
}

function manifests(dir: string): Map<string, Manifest> {
  const byName = new Map<string, Manifest>();
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(dir, group))) {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, group, name, 'package.json'), 'utf8')) as Manifest;
        byName.set(pkg.name, pkg);
      } catch {
        // a folder without a package.json is not a package
      }
    }
  }
  return byName;
}

const majorOf = (v: string): number => Number(v.split('.')[0]);

describe('@atrium/release-checks/changesets', () => {
  let dir = '';
  let plan: ReleasePlan = { changesets: [], releases: [] };

  beforeAll(() => {
    dir = copyWorkspace('changesets');
    // status needs git history (it compares with the base branch): it runs in the workspace
    // itself, read-only; the plan it writes goes to the scratch folder.
    run(bin('changeset'), ['status', `--output=${join(dir, 'plan.json')}`], { cwd: root });
    plan = JSON.parse(readFileSync(join(dir, 'plan.json'), 'utf8')) as ReleasePlan;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('plans no major bump that a changeset did not ask for', () => {
    const askedMajor = new Set(plan.changesets.flatMap((c) => c.releases.filter((r) => r.type === 'major').map((r) => r.name)));
    const surprises = plan.releases.filter((r) => r.type === 'major' && !askedMajor.has(r.name)).map((r) => `${r.name} ${r.oldVersion} -> ${r.newVersion}`);
    expect(surprises).toEqual([]);
  });

  it('a dry-run `changeset version` bumps only as planned and never versions a private package', () => {
    const before = manifests(dir);
    run(bin('changeset'), ['version'], { cwd: dir });
    const after = manifests(dir);
    const askedMajor = new Set(plan.changesets.flatMap((c) => c.releases.filter((r) => r.type === 'major').map((r) => r.name)));
    for (const [name, old] of before) {
      const next = after.get(name);
      expect(next, name).toBeDefined();
      if (!next) continue;
      if (old.private) expect(next.version, `${name} is private`).toBe(old.version);
      if (majorOf(next.version) > majorOf(old.version)) expect(askedMajor.has(name), `${name} ${old.version} -> ${next.version}`).toBe(true);
      const planned = plan.releases.find((r) => r.name === name && r.type !== 'none');
      if (planned) expect(next.version, name).toBe(planned.newVersion);
    }
    expect(readdirSync(join(dir, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')).toEqual([]);
  });
});
