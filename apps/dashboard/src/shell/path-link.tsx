// Menu, search and shortcut entries are data (paths as strings), and several point at routes
// other issues have yet to add, so they navigate by href rather than through typed <Link>.
import { useRouter } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

type NavigateArg = Parameters<ReturnType<typeof useRouter>['navigate']>[0];

/**
 * Navigation options for a plain path. The router resolves `href` itself; its types insist on a
 * typed `to`, which data-driven paths (some to routes not built yet) cannot offer.
 */
export function hrefOptions(href: string): NavigateArg {
  return { href } as NavigateArg;
}

export interface PathLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export const PathLink = forwardRef<HTMLAnchorElement, PathLinkProps>(function PathLink({ href, onClick, onMouseEnter, children, ...rest }, ref) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Let the browser handle new-tab and download gestures.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate(hrefOptions(href));
  };
  const handleEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    void router.preloadRoute(hrefOptions(href)).catch(() => undefined);
  };
  return (
    <a ref={ref} href={href} onClick={handleClick} onMouseEnter={handleEnter} {...rest}>
      {children}
    </a>
  );
});
