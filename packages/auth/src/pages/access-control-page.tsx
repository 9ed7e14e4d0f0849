// /access-control (SPEC §2, read on AclDemo, which every account has): a customer's home. It says
// who is signed in, where their account can go (links the app works out from the menu and the
// route guards) and what it can do, read live from the ability, so it follows a role change.
import { ACL_DEMO_SUBJECT } from '@atrium/acl';
import { useCan } from '@atrium/acl/react';
import { Anchor, Badge, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompass, IconShieldCheck, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../namespace';

/** The abilities a person reads, in this order; `manage` is all four. */
export const ACCESS_ACTIONS = ['read', 'create', 'update', 'delete'] as const;

export interface AccessPlace {
  title: string;
  href: string;
}

export interface AccessPlaceSection {
  title: string;
  places: readonly AccessPlace[];
}

export interface AccessControlPageProps {
  /** who is signed in; `role` is already in the reader's language */
  account?: { name: string; email?: string | undefined; role: string } | undefined;
  /** where the account can go, already limited to what it may open */
  sections?: readonly AccessPlaceSection[];
  /** areas the "what you can do" card describes (the roles matrix's subjects) */
  subjects?: readonly string[];
  /** the app's link for a place (defaults to a plain anchor) */
  renderLink?: (place: AccessPlace) => ReactNode;
}

/** One of the page's cards: a section landmark named by its heading, an icon before the heading. */
function AccessCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="xl">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h5" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

const plainLink = (place: AccessPlace) => (
  <Anchor href={place.href} size="sm">
    {place.title}
  </Anchor>
);

export function AccessControlPage({ account, sections = [], subjects = [], renderLink = plainLink }: AccessControlPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const can = useCan();
  const everything = can('manage', 'all');
  const areas = [ACL_DEMO_SUBJECT, ...subjects.filter((s) => s !== ACL_DEMO_SUBJECT)]
    .map((subject) => ({ subject, actions: ACCESS_ACTIONS.filter((action) => can(action, subject)) }))
    .filter((area) => area.actions.length > 0);

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h3">
            {account ? t('accessControl.welcome', { name: account.name }) : t('accessControl.title')}
          </Title>
          <Text c="dimmed">{t('accessControl.subtitle')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <AccessCard id="access-account" icon={<IconUserCircle size={20} aria-hidden />} title={t('accessControl.accountTitle')}>
            {account ? (
              <Stack gap={6}>
                <Text fw={600}>{account.name}</Text>
                {account.email ? (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {/* isolated left-to-right, but aligned with the page's own direction */}
                    <bdi dir="ltr">{account.email}</bdi>
                  </Text>
                ) : null}
                <Group gap="xs">
                  <Text size="sm">{t('accessControl.roleLabel')}</Text>
                  <Badge variant="light" tt="none">
                    {account.role}
                  </Badge>
                </Group>
              </Stack>
            ) : null}
            <Text size="sm" c="dimmed" mt="md">
              {t('accessControl.askAdmin')}
            </Text>
          </AccessCard>
          <AccessCard id="access-places" icon={<IconCompass size={20} aria-hidden />} title={t('accessControl.placesTitle')}>
            {sections.length === 0 ? (
              <Text size="sm">{t('accessControl.noPlaces')}</Text>
            ) : (
              <Stack gap="sm">
                {sections.map((section) => (
                  <div key={section.title}>
                    <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                      {section.title}
                    </Text>
                    <List listStyleType="none" spacing={2} aria-label={section.title}>
                      {section.places.map((place) => (
                        <List.Item key={place.href}>{renderLink(place)}</List.Item>
                      ))}
                    </List>
                  </div>
                ))}
              </Stack>
            )}
          </AccessCard>
          <AccessCard id="access-abilities" icon={<IconShieldCheck size={20} aria-hidden />} title={t('accessControl.abilitiesTitle')}>
            {everything ? (
              <Text size="sm">{t('accessControl.everything')}</Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {areas.map(({ subject, actions }) => (
                  <li key={subject}>
                    <Text size="sm" fw={500}>
                      {t(`accessControl.subjects.${subject}`, { defaultValue: subject })}
                    </Text>
                    <Group gap={4} mt={2}>
                      {actions.map((action) => (
                        <Badge key={action} size="sm" variant="light" color="green" tt="none">
                          {t(`accessControl.actions.${action}`)}
                        </Badge>
                      ))}
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
          </AccessCard>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
