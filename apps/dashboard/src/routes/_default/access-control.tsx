import { createAbility } from '@atrium/acl';
import { AbilityProvider } from '@atrium/acl/react';
import { AccessControlPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSession } from '../../auth/auth-context';

export const Route = createFileRoute('/_default/access-control')({
  staticData: { meta: { action: 'read', subject: 'AclDemo' } },
  component: AccessControlRoute,
});

/** The page shows CASL's <Can> at work, so CASL loads with it (and only with it). */
function AccessControlRoute() {
  const session = useSession();
  const ability = useMemo(() => createAbility(session.userData && session.accessToken ? session.abilityRules : []), [session]);
  return (
    <AbilityProvider ability={ability}>
      <AccessControlPage subjects={['Ecommerce', 'Invoice', 'User', 'Email', 'Chat', 'Calendar']} />
    </AbilityProvider>
  );
}
