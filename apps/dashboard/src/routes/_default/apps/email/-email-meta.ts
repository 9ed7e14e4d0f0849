// The email routes' meta, apart from -email-route.tsx: the route tree (in the entry chunk) reads
// it, and importing it from the page's module would pull the whole email page into the entry.
import type { RouteMeta } from '../../../../lib/route-meta';

export const emailMeta: RouteMeta = { action: 'read', subject: 'Email', layout: 'fixed-height' };
