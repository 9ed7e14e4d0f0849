// GET /api/app-bar/search (SPEC §7). The answer is read defensively rather than through the api
// package's client: the shell only needs titles, icons and paths, and this keeps the search
// chunk free of the contract's schemas. Entries without a same-origin path are dropped.
import { credentialsFor, getApiConfig } from '@atrium/api/config';

export interface SearchResultEntry {
  title: string;
  icon: string;
  to: string;
}

export interface SearchResultGroup {
  category: string;
  title: string;
  children: SearchResultEntry[];
}

export const APP_BAR_SEARCH_PATH = '/api/app-bar/search';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** A path inside this app: "/x" but never "//host" (which would leave the origin). */
const appPath = (v: unknown) => {
  const s = str(v);
  return s !== undefined && s.startsWith('/') && !s.startsWith('//') ? s : undefined;
};

export function parseSearchResponse(data: unknown): SearchResultGroup[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
  const groups: SearchResultGroup[] = [];
  for (const raw of list) {
    if (!isRecord(raw) || !Array.isArray(raw.children)) continue;
    const children: SearchResultEntry[] = [];
    for (const child of raw.children) {
      if (!isRecord(child)) continue;
      const to = appPath(child.path) ?? appPath(child.to) ?? appPath(child.url);
      const title = str(child.title);
      if (to === undefined || title === undefined) continue;
      children.push({ title, to, icon: str(child.icon) ?? '' });
    }
    if (children.length === 0) continue;
    const title = str(raw.title) ?? '';
    groups.push({ category: str(raw.category) ?? title, title, children });
  }
  return groups;
}

export async function fetchAppBarSearch(q: string, { baseUrl = '', signal }: { baseUrl?: string; signal?: AbortSignal } = {}): Promise<SearchResultGroup[]> {
  const url = `${baseUrl.replace(/\/+$/, '')}${APP_BAR_SEARCH_PATH}?${new URLSearchParams({ q })}`;
  // the app's transport: in mock mode that is the mock API worker
  const config = getApiConfig();
  const send = config.fetch ?? globalThis.fetch;
  const headers = new Headers({ Accept: 'application/json' });
  // search answers signed-in users only, like every other call: the session cookie goes with it
  // (a bearer token only when the app was configured with one)
  const token = await config.getToken?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await send(url, { signal, headers, credentials: credentialsFor(baseUrl) });
  if (!res.ok) throw new Error(`Search failed: ${res.status}`);
  return parseSearchResponse(await res.json());
}
