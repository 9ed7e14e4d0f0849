// One contract, proven on every backend: each suite below runs once per target, with the same
// calls and the same assertions, through the API only.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Api } from './harness';
import { contractTargets } from './targets';
import { registerSuites } from './suites';

for (const spec of contractTargets()) {
  if (spec.skipReason !== undefined) {
    describe.skip(`${spec.name} (skipped: ${spec.skipReason})`, () => {
      registerSuites(() => {
        throw new Error('skipped');
      });
    });
    continue;
  }
  describe(spec.name, () => {
    if (spec.failReason !== undefined) {
      const reason = spec.failReason;
      it('has a database to run on', () => {
        throw new Error(reason);
      });
      return;
    }
    let api: Api | undefined;
    let startMs = 0;
    beforeAll(async () => {
      const started = performance.now();
      api = new Api(await spec.create());
      startMs = performance.now() - started;
    }, 600_000);
    afterAll(async () => {
      if (api === undefined) return;
      const { resets, resetMs, requests } = api.cost;
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(`[contract] ${spec.name}: started in ${s(startMs)}; ${requests} requests; ${resets} resets took ${s(resetMs)}`);
      await api.close();
    });
    registerSuites(() => {
      if (api === undefined) throw new Error(`the ${spec.name} target did not start (see the beforeAll error)`);
      return api;
    });
  });
}
