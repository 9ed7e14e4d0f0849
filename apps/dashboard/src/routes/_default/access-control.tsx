import { createAbility } from '@atrium/acl';
import { AbilityProvider } from '@atrium/acl/react';
import { AccessControlPage, type AccessPlace } from '@atrium/auth';
import { Anchor } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/auth-context';
import { features } from '../../features';
import { PathLink } from '../../shell/path-link';
import { usePlaces } from '../../shell/places';
import { userFromSession } from '../../shell/user';

export const Route = createFileRoute('/_default/access-control')({
  staticData: { meta: { action: 'read', subject: 'AclDemo' } },
  component: AccessControlRoute,
});

/** Every area a role can be given (the roles matrix's subjects, as the features declare them). */
const SUBJECTS = [...new Set(features.flatMap((f) => f.subjects ?? []))];

const placeLink = (place: AccessPlace) => (
  <Anchor component={PathLink} href={place.href} size="sm">
    {place.title}
  </Anchor>
);

/** The client's home (SPEC §2): who they are, where their account can go, what it can do. */
function AccessControlRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const ability = useMemo(() => createAbility(session.userData ? session.abilityRules : []), [session]);
  const user = userFromSession(session.userData);
  const email = (session.userData as { email?: unknown } | null)?.email;
  const sections = usePlaces(['/access-control']);
  return (
    <AbilityProvider ability={ability}>
      <AccessControlPage
        account={user ? { name: user.fullName, email: typeof email === 'string' ? email : undefined, role: t(`user.roles.${user.role}`, { defaultValue: user.role }) } : undefined}
        sections={sections}
        subjects={SUBJECTS}
        renderLink={placeLink}
      />
    </AbilityProvider>
  );
}
