// "/" sends each role to its home (SPEC §2); visitors were already sent to /login by the guard.
import { canFrom, filterMenu, homeRedirect } from '@atrium/acl';
import { flattenNav } from '@atrium/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { targetHref } from '../../auth/redirect-href';
import { features } from '../../features';

export const Route = createFileRoute('/_default/')({
  beforeLoad: ({ context, location }) => {
    const { session } = context;
    const role = session.get().userData?.role;
    if (role === 'admin' || role === 'client' || !session.isLoggedIn()) {
      throw redirect({ href: targetHref(homeRedirect(role, location.searchStr)), replace: true });
    }
    // A custom role (roles page) has no fixed home: its first permitted menu entry is one,
    // rather than a /login that would send a signed-in user straight back here.
    const can = canFrom(session.ability);
    const first = flattenNav(features.flatMap((f) => filterMenu(f.nav ?? [], can)))[0];
    throw redirect({ href: first?.to ?? '/not-authorized', replace: true });
  },
});
