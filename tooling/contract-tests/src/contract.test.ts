// One contract, proven on every backend: each suite below runs once per target, with the same
// calls and the same assertions, through the API only.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
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
    beforeAll(async () => {
      api = new Api(await spec.create());
    }, 180_000);
    afterAll(async () => {
      await api?.close();
    });
    beforeEach(async () => {
      await api?.resetIfDirty();
    }, 60_000);
    registerSuites(() => {
      if (api === undefined) throw new Error(`the ${spec.name} target did not start (see the beforeAll error)`);
      return api;
    });
  });
}
