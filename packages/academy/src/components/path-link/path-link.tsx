// Academy's name for ui-kit's AppLink (a real link whose plain click goes to `onNavigate`);
// features link to paths, never import each other.
import { AppLink, type AppLinkProps, type Navigate } from '@atrium/ui-kit';

export type { Navigate };

export interface PathLinkProps extends Omit<AppLinkProps, 'navigate'> {
  onNavigate?: Navigate | undefined;
}

export function PathLink({ onNavigate, ...rest }: PathLinkProps) {
  return <AppLink navigate={onNavigate} {...rest} />;
}
