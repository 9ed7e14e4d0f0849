// "/" sends each role to its home (SPEC §2); visitors were already sent to /login by the guard.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeHref } from '../../auth/home-href';
import { features } from '../../features';

export const Route = createFileRoute('/_default/')({
  beforeLoad: ({ context, location }) => {
    throw redirect({ href: homeHref(context.session, features, location.searchStr), replace: true });
  },
});
