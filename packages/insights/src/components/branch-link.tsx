// A link to another insights path. A plain anchor works without the app's router; when the app
// passes `navigate`, clicks go through it (client-side) instead of reloading.
import { Anchor } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

export type Navigate = (to: string) => void;

export function InsightsLink({ to, navigate, children }: { to: string; navigate?: Navigate | undefined; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick} fw={500}>
      {children}
    </Anchor>
  );
}

export const branchPath = (id: string) => `/insights/branch/${encodeURIComponent(id)}`;
export const branchVisitorsPath = (id: string) => `/insights/branch/visitors/${encodeURIComponent(id)}`;
