// A link to another insights path: ui-kit's AppLink (a real anchor; a plain click goes through
// `navigate` when the app passes one, instead of reloading). Links carry the screen's filters
// (see lib/travel): a page provides them once through TravelProvider.
import { AppLink, type Navigate } from '@atrium/ui-kit';
import { createContext, useContext, type ReactNode } from 'react';
import { travelQuery, type TravelSearch } from '../lib/travel';

export type { Navigate };

export function InsightsLink({ to, navigate, children }: { to: string; navigate?: Navigate | undefined; children: ReactNode }) {
  return (
    <AppLink to={to} navigate={navigate} fw={500}>
      {children}
    </AppLink>
  );
}

export const CHAIN_PATH = '/dashboards/all-branches';

export const branchPath = (id: string, search?: TravelSearch) => `/insights/branch/${encodeURIComponent(id)}${travelQuery(search)}`;
export const branchVisitorsPath = (id: string, search?: TravelSearch) => `/insights/branch/visitors/${encodeURIComponent(id)}${travelQuery(search)}`;
export const chainPath = (search?: TravelSearch) => `${CHAIN_PATH}${travelQuery(search)}`;
/** The branch page with an anomaly drawn on its day's chart (issue 33). */
export function anomalyChartPath(anomaly: { id: string; branchId: string; start: string }, search?: TravelSearch): string {
  const path = branchPath(anomaly.branchId, search);
  const params = new URLSearchParams({ day: anomaly.start.slice(0, 10), anomaly: anomaly.id });
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}

const TravelContext = createContext<TravelSearch | undefined>(undefined);

/** The filters every insights link below carries. */
export function TravelProvider({ search, children }: { search: TravelSearch; children: ReactNode }) {
  return <TravelContext.Provider value={search}>{children}</TravelContext.Provider>;
}

export function useTravel(): TravelSearch | undefined {
  return useContext(TravelContext);
}
