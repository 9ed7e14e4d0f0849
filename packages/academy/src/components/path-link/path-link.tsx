// A real link (href, middle-click, keyboard) that hands in-app navigation to the router when the
// page was given a navigate callback; features link to paths, never import each other.
import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

export type Navigate = (to: string) => void;

export interface PathLinkProps extends AnchorProps {
  to: string;
  id?: string;
  onNavigate?: Navigate | undefined;
  children: ReactNode;
}

export function PathLink({ to, onNavigate, children, ...rest }: PathLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick} {...rest}>
      {children}
    </Anchor>
  );
}
