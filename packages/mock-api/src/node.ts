// An MSW node server over every handler, for Vitest and other Node callers. The data lives in
// memory only; call resetDemoData() between tests.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export function createMockServer() {
  return setupServer(...handlers);
}

export { resetDemoData } from './store/store';
