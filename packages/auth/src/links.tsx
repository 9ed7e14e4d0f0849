// Links between auth pages. The package does not depend on a router: the app hands in the paths
// (each page also takes a `links` prop) and, optionally, the component that renders a link, e.g. an
// adapter over TanStack Router's <Link> for client-side navigation. Plain <a href> otherwise.
import { Anchor, type AnchorProps } from '@mantine/core';
import { createContext, useContext, useMemo, type ElementType, type ReactNode } from 'react';

export interface AuthLinks {
  login: string;
  register: string;
  forgotPassword: string;
  /** where "skip" and "continue" go once signed in */
  home: string;
}

export const DEFAULT_AUTH_LINKS: AuthLinks = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  home: '/',
};

/** Anything that renders a link from an `href` (an `<a>`, or a router link adapter). */
export type AuthLinkComponent = ElementType<{ href: string; className?: string; children?: ReactNode }>;

interface AuthRouting {
  links: AuthLinks;
  linkComponent: AuthLinkComponent;
}

const AuthRoutingContext = createContext<AuthRouting>({ links: DEFAULT_AUTH_LINKS, linkComponent: 'a' });

export interface AuthRoutingProviderProps {
  links?: Partial<AuthLinks>;
  linkComponent?: AuthLinkComponent;
  children?: ReactNode;
}

/** Sets the paths and link component for every auth page below it. */
export function AuthRoutingProvider({ links, linkComponent = 'a', children }: AuthRoutingProviderProps) {
  const value = useMemo(() => ({ links: { ...DEFAULT_AUTH_LINKS, ...links }, linkComponent }), [links, linkComponent]);
  return <AuthRoutingContext.Provider value={value}>{children}</AuthRoutingContext.Provider>;
}

/** The paths in effect: provider defaults, overridden by a page's own `links` prop. */
export function useAuthLinks(override?: Partial<AuthLinks>): AuthLinks {
  const { links } = useContext(AuthRoutingContext);
  return useMemo(() => ({ ...links, ...override }), [links, override]);
}

export interface AuthLinkProps extends AnchorProps {
  href: string;
  children?: ReactNode;
}

/** The configured link component, for buttons that navigate (`renderRoot`). */
export function useAuthLinkComponent(): AuthLinkComponent {
  return useContext(AuthRoutingContext).linkComponent;
}

/** A Mantine anchor rendered through the configured link component. */
export function AuthLink({ href, children, ...props }: AuthLinkProps) {
  const { linkComponent: LinkComponent } = useContext(AuthRoutingContext);
  // renderRoot keeps Mantine's styles while the configured component does the navigating.
  return (
    <Anchor {...props} renderRoot={(rootProps: Record<string, unknown>) => <LinkComponent {...rootProps} href={href} />}>
      {children}
    </Anchor>
  );
}
