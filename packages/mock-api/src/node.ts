// An MSW node server over every handler, for Vitest and other Node callers.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export function createMockServer() {
  return setupServer(...handlers);
}
