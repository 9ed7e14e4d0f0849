// Who may see what. The auth issue supplies the real CASL check; until then everything is allowed.
import { createContext, use } from 'react';
import type { Can } from './nav/nav-filter';

const allowAll: Can = () => true;

export const CanContext = createContext<Can>(allowAll);

export function useCan(): Can {
  return use(CanContext);
}
