// /apps/ecommerce/referrals: referral stats, the §7 table, an invite form and the referral link.
import type { Referral } from '@atrium/api';
import { DataTable, EmptyState, PageHeader, StatCard, StatusBadge, TruncatedText, type DataTableColumn } from '@atrium/ui-kit';
import { Avatar, Button, Card, CopyButton, Grid, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { referralsQuery, statsQuery } from '../api/queries';
import { referralStatusColors, statusKey } from '../components/status-colors';
import { QueryError, toastSuccess, useTableLabels, useTableState } from '../components/table-helpers';
import { useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { type Navigate } from '../lib/link';
import type { ReferralListSearch, SearchProps } from '../lib/search';

export interface ReferralsPageProps extends SearchProps<ReferralListSearch> {
  navigate?: Navigate;
  /** the store's public referral link (the app passes one built from its origin) */
  referralLink?: string;
}

export function ReferralsPage({ navigate, ...props }: ReferralsPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <Referrals {...props} />
    </PageFrame>
  );
}

const inviteSchema = z.object({ email: z.email() });

function InviteCard({ referralLink }: { referralLink: string }) {
  const { t } = useEcommerceTranslation();
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => (inviteSchema.safeParse(values).success ? {} : { email: t('validation.email') }),
  });
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={2} size="h5" mb="sm">
        {t('referrals.invite')}
      </Title>
      <form
        onSubmit={form.onSubmit((values) => {
          // The demo has no mail service: opening the user's mail client sends a real invite.
          window.open(`mailto:${encodeURIComponent(values.email)}?subject=${encodeURIComponent(t('referrals.inviteSubject'))}&body=${encodeURIComponent(referralLink)}`, '_self');
          toastSuccess(t('referrals.invited', { email: values.email }));
          form.reset();
        })}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('referrals.inviteEmail')} type="email" {...form.getInputProps('email')} />
          <Button type="submit" leftSection={<IconSend size={16} />}>
            {t('referrals.send')}
          </Button>
        </Group>
      </form>
      <Text size="sm" mt="lg" mb={4} fw={500}>
        {t('referrals.shareLink')}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <TextInput style={{ flex: 1 }} value={referralLink} readOnly aria-label={t('referrals.shareLink')} dir="ltr" />
        <CopyButton value={referralLink}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'green' : undefined} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? t('referrals.copied') : t('referrals.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Card>
  );
}

function Referrals({ search, onSearchChange, referralLink = 'https://atrium.example/register?ref=ATRIUM-1' }: Omit<ReferralsPageProps, 'navigate'>) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const labels = useTableLabels();
  const table = useTableState(search, onSearchChange);
  const referrals = useQuery(referralsQuery(search));
  const stats = useQuery(statsQuery());
  const r = stats.data?.referrals;

  // On a phone: who referred, the referral's status and what it earned stay; the referred id and
  // the order value fold into the row's details (issue 36).
  const columns: Array<DataTableColumn<Referral>> = [
    {
      key: 'users',
      header: t('referrals.columns.user'),
      sortable: true,
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          {/* on a phone the picture gives its room to the figures (issue 36) */}
          <Avatar src={row.avatar} alt="" size={34} visibleFrom="sm" />
          <div style={{ minWidth: 0, maxWidth: 'min(180px, 34vw)' }}>
            <Text size="sm" fw={500}>
              {row.user}
            </Text>
            <TruncatedText size="xs" c="dimmed" title={row.email}>
              {row.email}
            </TruncatedText>
          </div>
        </Group>
      ),
    },
    { key: 'referred-id', header: t('referrals.columns.referredId'), sortable: true, priority: 'secondary', render: (row) => <span dir="ltr">{row.referredId}</span> },
    { key: 'status', header: t('referrals.columns.status'), sortable: true, render: (row) => <StatusBadge status={row.status} colors={referralStatusColors} label={t(`status.${statusKey(row.status)}`)} /> },
    { key: 'value', header: t('referrals.columns.value'), sortable: true, align: 'end', priority: 'secondary', render: (row) => fmt.money(row.value) },
    { key: 'earning', header: t('referrals.columns.earning'), sortable: true, align: 'end', render: (row) => fmt.money(row.earning) },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('referrals.title')} description={t('referrals.description')} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SimpleGrid cols={2}>
            <StatCard label={t('referrals.stats.earnings')} value={r ? fmt.money(r.earnings) : '—'} loading={stats.isPending} color="green" locale={fmt.language} />
            <StatCard label={t('referrals.stats.total')} value={r ? fmt.number(r.total) : '—'} loading={stats.isPending} locale={fmt.language} />
            <StatCard label={t('referrals.stats.paid')} value={r ? fmt.number(r.paid) : '—'} loading={stats.isPending} color="cyan" locale={fmt.language} />
            <StatCard label={t('referrals.stats.unpaid')} value={r ? fmt.number(r.unpaid) : '—'} loading={stats.isPending} color="yellow" locale={fmt.language} />
          </SimpleGrid>
          {stats.isError ? <QueryError error={stats.error} onRetry={() => stats.refetch()} /> : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <InviteCard referralLink={referralLink} />
        </Grid.Col>
      </Grid>
      <DataTable
        caption={t('referrals.title')}
        showCaption
        columns={columns}
        rows={referrals.data?.referrals ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.user}
        total={referrals.data?.total ?? 0}
        {...table}
        loading={referrals.isPending || (referrals.isFetching && referrals.isPlaceholderData)}
        error={referrals.isError ? <QueryError error={referrals.error} onRetry={() => referrals.refetch()} /> : undefined}
        empty={<EmptyState title={t('referrals.empty')} />}
        labels={labels}
        locale={fmt.language}
      />
    </Stack>
  );
}
