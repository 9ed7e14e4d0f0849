// "/" sends each role to its home (SPEC §2); visitors were already sent to /login by the guard.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeHref } from '../../auth/home-href';

export const Route = createFileRoute('/_default/')({
  // the feature list (for a custom role's first menu entry) loads here, not with the first paint
  beforeLoad: async ({ context, location }) => {
    const { features } = await import('../../features');
    throw redirect({ href: homeHref(context.session, features, location.searchStr), replace: true });
  },
});
