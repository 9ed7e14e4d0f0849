// A link to another insights path: ui-kit's AppLink (a real anchor; a plain click goes through
// `navigate` when the app passes one, instead of reloading).
import { AppLink, type Navigate } from '@atrium/ui-kit';
import type { ReactNode } from 'react';

export type { Navigate };

export function InsightsLink({ to, navigate, children }: { to: string; navigate?: Navigate | undefined; children: ReactNode }) {
  return (
    <AppLink to={to} navigate={navigate} fw={500}>
      {children}
    </AppLink>
  );
}

export const branchPath = (id: string) => `/insights/branch/${encodeURIComponent(id)}`;
export const branchVisitorsPath = (id: string) => `/insights/branch/visitors/${encodeURIComponent(id)}`;
