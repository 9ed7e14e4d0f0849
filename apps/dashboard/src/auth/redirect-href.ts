import type { RedirectTarget } from '@atrium/acl';

/** `{ to, search }` from acl as an href the router resolves (targets are data, not typed routes). */
export function targetHref({ to, search }: RedirectTarget): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query = params.toString();
  return query ? `${to}?${query}` : to;
}
