// One in-app link for every feature: a real anchor (href, middle-click, new tab, crawlers) whose
// plain left click goes to a `navigate` callback instead, so pages stay testable without a router.
import { Anchor, type AnchorProps } from '@mantine/core';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

export type Navigate = (to: string) => void;

/** True for a plain left click the app should handle itself; modified clicks open tabs/windows. */
export function isPlainLeftClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const NavigateContext = createContext<Navigate | undefined>(undefined);

/** Hands a router's navigate to every `AppLink` below (a page gets it from its route). */
export function NavigateProvider({ navigate, children }: { navigate?: Navigate | undefined; children: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** The provided navigate, or a full page load when there is none. */
export function useNavigateTo(): Navigate {
  const navigate = useContext(NavigateContext);
  return navigate ?? ((to: string) => window.location.assign(to));
}

export interface AppLinkProps extends AnchorProps {
  to: string;
  id?: string;
  /** overrides the NavigateProvider's callback */
  navigate?: Navigate | undefined;
  children: ReactNode;
}

/** An in-app link: a plain click goes through `navigate`; modified clicks behave like any link. */
export function AppLink({ to, navigate: own, children, ...rest }: AppLinkProps) {
  const provided = useContext(NavigateContext);
  const navigate = own ?? provided;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick} {...rest}>
      {children}
    </Anchor>
  );
}
