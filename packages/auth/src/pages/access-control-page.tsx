// /access-control (SPEC §2, needs read on AclDemo): shows what the signed-in user may do, read
// live from the ability, so it changes with the role without a reload.
import { ACL_DEMO_SUBJECT } from '@atrium/acl';
import { Can, useCan } from '@atrium/acl/react';
import { Badge, Card, Container, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../namespace';

export const ACCESS_ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;

export interface AccessControlPageProps {
  /** subjects to list in the permissions table; AclDemo is always shown first */
  subjects?: readonly string[];
}

export function AccessControlPage({ subjects = [] }: AccessControlPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const can = useCan();
  const rows = [ACL_DEMO_SUBJECT, ...subjects.filter((s) => s !== ACL_DEMO_SUBJECT)];

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h3">
            {t('accessControl.title')}
          </Title>
          <Text c="dimmed">{t('accessControl.subtitle')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg">
            <Title order={2} fz="h5" mb="xs">
              {t('accessControl.commonTitle')}
            </Title>
            <Text size="sm">{t('accessControl.commonText')}</Text>
          </Card>
          <Can I="manage" a="all">
            <Card withBorder padding="lg">
              <Title order={2} fz="h5" mb="xs">
                {t('accessControl.adminTitle')}
              </Title>
              <Text size="sm">{t('accessControl.adminText')}</Text>
            </Card>
          </Can>
        </SimpleGrid>
        <Card withBorder padding="lg">
          <Title order={2} fz="h5" mb="sm">
            {t('accessControl.tableTitle')}
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('accessControl.subject')}</Table.Th>
                  {ACCESS_ACTIONS.map((action) => (
                    <Table.Th key={action} scope="col">
                      {t(`accessControl.actions.${action}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((subject) => (
                  <Table.Tr key={subject}>
                    <Table.Th scope="row" fw={500}>
                      {subject}
                    </Table.Th>
                    {ACCESS_ACTIONS.map((action) => {
                      const allowed = can(action, subject);
                      return (
                        <Table.Td key={action}>
                          <Badge color={allowed ? 'green' : 'gray'} variant="light">
                            {allowed ? t('accessControl.allowed') : t('accessControl.denied')}
                          </Badge>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Stack>
    </Container>
  );
}
