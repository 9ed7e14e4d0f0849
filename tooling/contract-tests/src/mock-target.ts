// The MSW handlers of @atrium/mock-api answered in-process: msw's getResponse runs the same
// handler list the browser worker runs, with no global fetch patched.
import { configureChatSimulation, handlers, resetChatSimulation, resetDemoData, setInsightsClock } from '@atrium/mock-api';
import { getResponse } from 'msw';
import type { ContractTarget } from './target';

export function createMockTarget(now: Date): ContractTarget {
  // the contact's simulated replies are demo behaviour on timers, not part of the contract
  configureChatSimulation({ enabled: false });
  setInsightsClock(now.getTime());
  resetDemoData();
  return {
    name: 'mock',
    async fetch(request) {
      const response = await getResponse(handlers, request);
      // a path no handler serves: what a real server answers for an unknown route
      return response ?? Response.json({ error: 'Not found' }, { status: 404 });
    },
    reset() {
      resetDemoData();
      return Promise.resolve();
    },
    close() {
      resetChatSimulation();
      setInsightsClock(null);
      return Promise.resolve();
    },
  };
}
