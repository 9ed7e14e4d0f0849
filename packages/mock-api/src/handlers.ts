// Every MSW handler of the mock backend. Handlers only translate Request <-> service calls.
import type { RequestHandler } from 'msw';

export const handlers: RequestHandler[] = [];
