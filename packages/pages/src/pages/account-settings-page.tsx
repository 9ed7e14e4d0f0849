// Account settings: five tabs (tab in the URL), each a form loaded from and saved through the API.
import {
  ACCOUNT_CURRENCIES,
  ACCOUNT_LANGUAGES,
  accountProfileSchema,
  BILLING_CYCLES,
  BILLING_PLANS,
  billingSettingsSchema,
  changePasswordBodySchema,
  CONNECTED_APPS,
  connectionSettingsSchema,
  getApiClient,
  NOTIFICATION_TIMINGS,
  NOTIFICATION_TYPES,
  notificationSettingsSchema,
  PASSWORD_RULES,
  SOCIAL_ACCOUNTS,
  TWO_FACTOR_METHODS,
  type AccountSettings,
  type ChangePasswordBody,
} from '@atrium/api';
import { ErrorState, FormActions, PageHeader } from '@atrium/ui-kit';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  FileButton,
  Group,
  List,
  Modal,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBell, IconCheck, IconCreditCard, IconLink, IconLock, IconUser, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountSettingsQuery, twoFactorSetupQuery, useAccountMutation } from '../api/queries';
import { serverErrors, zodValidate } from '../lib/form';
import { usePagesT } from '../lib/format';
import { PRICING_PLANS } from '../lib/plans';

/**
 * A free-text field whose words may be in either direction (an address): its text takes the
 * direction of its own first letter, as dir="auto" would (Mantine puts `dir` on the input's
 * wrapper, not on the input).
 */
const OWN_DIRECTION = { input: { unicodeBidi: 'plaintext', textAlign: 'start' } } as const;

export const ACCOUNT_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export interface AccountSettingsPageProps {
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
}

const TAB_ICONS = { account: IconUser, security: IconLock, 'billing-plans': IconCreditCard, notification: IconBell, connection: IconLink } as const;

export function AccountSettingsPage({ tab, onTabChange }: AccountSettingsPageProps) {
  const { t } = usePagesT();
  const query = useQuery(accountSettingsQuery());
  return (
    <Stack>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <Tabs value={tab} onChange={(v) => v && onTabChange(v as AccountTab)} keepMounted={false}>
        <Tabs.List mb="md">
          {ACCOUNT_TABS.map((key) => {
            const Icon = TAB_ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />}>
                {t(`account.tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {query.isPending ? (
          <Stack>
            <Skeleton h={120} />
            <Skeleton h={240} />
          </Stack>
        ) : query.isError ? (
          <ErrorState title={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => query.refetch()} />
        ) : (
          <>
            <Tabs.Panel value="account">
              <AccountTabPanel settings={query.data} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTabPanel settings={query.data} />
            </Tabs.Panel>
            <Tabs.Panel value="billing-plans">
              <BillingTabPanel settings={query.data} />
            </Tabs.Panel>
            <Tabs.Panel value="notification">
              <NotificationTabPanel settings={query.data} />
            </Tabs.Panel>
            <Tabs.Panel value="connection">
              <ConnectionTabPanel settings={query.data} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}

function saved(t: (k: string) => string) {
  notifications.show({ color: 'green', title: t('common.saved'), message: t('common.savedMessage') });
}
function failed(t: (k: string) => string) {
  notifications.show({ color: 'red', title: t('common.saveFailed'), message: t('common.tryAgain') });
}

const MAX_AVATAR_BYTES = 800 * 1024;

function AccountTabPanel({ settings }: { settings: AccountSettings }) {
  const { t } = usePagesT();
  const form = useForm({ initialValues: settings.profile, validate: zodValidate(accountProfileSchema, t) });
  const mutation = useAccountMutation(getApiClient().updateAccountSettings);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const deactivated = settings.deactivatedAt !== null;

  const pickAvatar = (file: File | null) => {
    setAvatarError(null);
    if (!file) return;
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return setAvatarError(t('account.avatarType'));
    if (file.size > MAX_AVATAR_BYTES) return setAvatarError(t('account.avatarSize'));
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && form.setFieldValue('avatar', reader.result);
    reader.readAsDataURL(file);
  };

  const submit = form.onSubmit((profile) =>
    mutation.mutate(
      { profile },
      {
        onSuccess: (next) => {
          form.setInitialValues(next.profile);
          form.resetDirty(next.profile);
          saved(t);
        },
        onError: (error) => {
          const errors = serverErrors(error, t);
          if (errors) form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^profile\./, ''), v])));
          else failed(t);
        },
      },
    ),
  );

  return (
    <Stack>
      <Card withBorder>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Group align="center">
              <Avatar src={form.values.avatar || null} size={96} radius="md" alt={t('account.avatarAlt')} />
              <Stack gap={6}>
                <Group gap="xs">
                  <FileButton onChange={pickAvatar} accept="image/png,image/jpeg,image/gif,image/webp">
                    {(props) => <Button {...props}>{t('account.upload')}</Button>}
                  </FileButton>
                  <Button variant="default" onClick={() => form.setFieldValue('avatar', settings.profile.avatar)}>
                    {t('account.resetAvatar')}
                  </Button>
                </Group>
                <Text size="sm" c={avatarError ? 'red' : 'dimmed'} role={avatarError ? 'alert' : undefined}>
                  {avatarError ?? t('account.avatarHint')}
                </Text>
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('account.firstName')} withAsterisk {...form.getInputProps('firstName')} />
              <TextInput label={t('account.lastName')} withAsterisk {...form.getInputProps('lastName')} />
              <TextInput label={t('account.email')} type="email" withAsterisk {...form.getInputProps('email')} />
              <TextInput label={t('account.organization')} {...form.getInputProps('organization')} />
              <TextInput label={t('account.phone')} type="tel" {...form.getInputProps('phone')} />
              {/* a Latin address in a Hebrew or Arabic page read 'Main St, New York, NY 10100, USA 123' */}
              <TextInput label={t('account.address')} styles={OWN_DIRECTION} {...form.getInputProps('address')} />
              <TextInput label={t('account.state')} {...form.getInputProps('state')} />
              <TextInput label={t('account.zipCode')} {...form.getInputProps('zipCode')} />
              <TextInput label={t('account.country')} withAsterisk {...form.getInputProps('country')} />
              <Select
                label={t('account.language')}
                data={ACCOUNT_LANGUAGES.map((l) => ({ value: l, label: t(`account.languages.${l}`) }))}
                allowDeselect={false}
                {...form.getInputProps('language')}
              />
              <Select
                label={t('account.timeZone')}
                data={['America/New_York', 'Europe/London', 'Europe/Paris', 'Asia/Jerusalem', 'Asia/Riyadh', 'Asia/Tokyo', 'Australia/Sydney']}
                allowDeselect={false}
                searchable
                {...form.getInputProps('timeZone')}
              />
              <Select label={t('account.currency')} data={[...ACCOUNT_CURRENCIES]} allowDeselect={false} {...form.getInputProps('currency')} />
            </SimpleGrid>
            <FormActions submitLabel={t('common.save')} cancelLabel={t('common.discard')} onCancel={() => form.reset()} cancelDisabled={!form.isDirty()} loading={mutation.isPending} />
          </Stack>
        </form>
      </Card>
      <DeactivateCard deactivated={deactivated} />
    </Stack>
  );
}

function DeactivateCard({ deactivated }: { deactivated: boolean }) {
  const { t } = usePagesT();
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mutation = useAccountMutation(getApiClient().deactivateAccount);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('account.deactivate.title')}
      </Title>
      {deactivated ? (
        <Alert color="red" role="status">
          {t('account.deactivate.done')}
        </Alert>
      ) : (
        <Stack>
          <Alert color="yellow">{t('account.deactivate.warning')}</Alert>
          <Checkbox checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} label={t('account.deactivate.confirmLabel')} />
          <Group>
            <Button color="red" disabled={!checked} onClick={() => setConfirming(true)}>
              {t('account.deactivate.button')}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('account.deactivate.confirmTitle')} centered>
        <Text mb="md">{t('account.deactivate.confirmMessage')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={mutation.isPending}
            onClick={() =>
              mutation.mutate(
                { confirm: true },
                {
                  onSuccess: () => {
                    setConfirming(false);
                    notifications.show({ color: 'red', title: t('account.deactivate.title'), message: t('account.deactivate.done') });
                  },
                  onError: () => failed(t),
                },
              )
            }
          >
            {t('account.deactivate.button')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

const EMPTY_PASSWORD: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

function SecurityTabPanel({ settings }: { settings: AccountSettings }) {
  const { t, date, dateTime } = usePagesT();
  const form = useForm({ initialValues: EMPTY_PASSWORD, validate: zodValidate(changePasswordBodySchema, t) });
  const mutation = useAccountMutation(getApiClient().changeAccountPassword);
  const security = settings.security;
  const submit = form.onSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'green', title: t('security.changed'), message: t('common.savedMessage') });
      },
      onError: (error) => {
        const errors = serverErrors(error, t);
        if (errors) form.setErrors(errors);
        else failed(t);
      },
    }),
  );
  const password = form.values.newPassword;
  return (
    <Stack>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('security.changePassword')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput label={t('security.current')} autoComplete="current-password" withAsterisk {...form.getInputProps('currentPassword')} />
              <div />
              <PasswordInput label={t('security.new')} autoComplete="new-password" withAsterisk {...form.getInputProps('newPassword')} />
              <PasswordInput label={t('security.confirm')} autoComplete="new-password" withAsterisk {...form.getInputProps('confirmPassword')} />
            </SimpleGrid>
            <div>
              <Text fw={500} size="sm" mb={4} id="password-rules">
                {t('security.requirements')}
              </Text>
              <List spacing={2} size="sm" aria-labelledby="password-rules">
                {PASSWORD_RULES.map((rule) => {
                  const met = rule.test(password);
                  return (
                    <List.Item key={rule.code} icon={met ? <IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden /> : <IconX size={14} aria-hidden />}>
                      <Text span size="sm" c={met ? 'var(--atrium-text-positive)' : undefined}>
                        {t(`validation.${rule.code}`)}
                      </Text>
                      {met ? <VisuallyHidden>{t('security.met')}</VisuallyHidden> : null}
                    </List.Item>
                  );
                })}
              </List>
            </div>
            {security.passwordChangedAt ? (
              <Text size="sm" c="dimmed">
                {t('security.lastChanged', { date: date(security.passwordChangedAt) })}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={mutation.isPending}>
                {t('security.changePassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <TwoFactorCard settings={settings} />
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('security.devices')}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('security.browser')}</Table.Th>
                <Table.Th>{t('security.device')}</Table.Th>
                <Table.Th>{t('security.location')}</Table.Th>
                <Table.Th>{t('security.lastActive')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {security.recentDevices.map((d) => (
                <Table.Tr key={d.device}>
                  <Table.Td>
                    <bdi>{d.browser}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{d.device}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{d.location}</bdi>
                  </Table.Td>
                  <Table.Td>{dateTime(d.lastActive)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

function TwoFactorCard({ settings }: { settings: AccountSettings }) {
  const { t } = usePagesT();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<(typeof TWO_FACTOR_METHODS)[number]>('app');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setup = useQuery({ ...twoFactorSetupQuery(), enabled: open });
  const mutation = useAccountMutation(getApiClient().setTwoFactor);
  const security = settings.security;

  const enable = () => {
    const body = { action: 'enable' as const, method, code: code.trim(), ...(method === 'sms' ? { phone } : {}) };
    mutation.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        setCode('');
        notifications.show({ color: 'green', title: t('security.twoFactor.title'), message: t('security.twoFactor.enabledToast') });
      },
      onError: (error) => {
        const server = serverErrors(error, t);
        if (server) setErrors(server);
        else failed(t);
      },
    });
  };

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('security.twoFactor.title')}
        </Title>
        <Badge color={security.twoFactorEnabled ? 'green' : 'gray'}>{security.twoFactorEnabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}</Badge>
      </Group>
      <Text size="sm" mb="md">
        {security.twoFactorEnabled
          ? t(`security.twoFactor.using.${security.twoFactorMethod ?? 'app'}`, { phone: security.twoFactorPhone })
          : t('security.twoFactor.description')}
      </Text>
      {security.twoFactorEnabled ? (
        <Button variant="default" color="red" loading={mutation.isPending} onClick={() => mutation.mutate({ action: 'disable' }, { onError: () => failed(t) })}>
          {t('security.twoFactor.disable')}
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)}>{t('security.twoFactor.enable')}</Button>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('security.twoFactor.setupTitle')} centered>
        <Stack>
          <Radio.Group label={t('security.twoFactor.method')} value={method} onChange={(v) => setMethod(v === 'sms' ? 'sms' : 'app')}>
            <Group mt={6}>
              {TWO_FACTOR_METHODS.map((m) => (
                <Radio key={m} value={m} label={t(`security.twoFactor.methods.${m}`)} />
              ))}
            </Group>
          </Radio.Group>
          {method === 'app' ? (
            <div>
              <Text size="sm">{t('security.twoFactor.scan')}</Text>
              {setup.data ? <Code block>{setup.data.secret}</Code> : <Skeleton h={36} />}
            </div>
          ) : (
            <TextInput label={t('account.phone')} type="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} error={errors.phone} />
          )}
          <TextInput
            label={t('security.twoFactor.code')}
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={errors.code}
            autoComplete="one-time-code"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={enable} loading={mutation.isPending}>
              {t('security.twoFactor.verify')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function BillingTabPanel({ settings }: { settings: AccountSettings }) {
  const { t, money } = usePagesT();
  const form = useForm({ initialValues: settings.billing, validate: zodValidate(billingSettingsSchema, t) });
  const mutation = useAccountMutation(getApiClient().updateAccountSettings);
  const plan = PRICING_PLANS.find((p) => p.id === form.values.plan);
  const price = plan ? (form.values.cycle === 'annual' ? plan.annual * 12 : plan.monthly) : 0;
  const submit = form.onSubmit((billing) =>
    mutation.mutate(
      { billing },
      {
        onSuccess: (next) => {
          form.setInitialValues(next.billing);
          form.resetDirty(next.billing);
          saved(t);
        },
        onError: () => failed(t),
      },
    ),
  );
  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t('billing.currentPlan')}
          </Title>
          <Text>
            {t('billing.summary', { plan: t(`plans.${form.values.plan}.name`), price: money(price), cycle: t(`billing.cycles.${form.values.cycle}`) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('billing.plan')}
              data={BILLING_PLANS.map((p) => ({ value: p, label: t(`plans.${p}.name`) }))}
              allowDeselect={false}
              {...form.getInputProps('plan')}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="billing-cycle">
                {t('billing.cycle')}
              </Text>
              <SegmentedControl
                aria-labelledby="billing-cycle"
                data={BILLING_CYCLES.map((c) => ({ value: c, label: t(`billing.cycles.${c}`) }))}
                {...form.getInputProps('cycle')}
              />
            </div>
            <TextInput label={t('billing.companyName')} {...form.getInputProps('companyName')} />
            <TextInput label={t('billing.billingEmail')} type="email" withAsterisk {...form.getInputProps('billingEmail')} />
            <TextInput label={t('billing.taxId')} {...form.getInputProps('taxId')} />
            <TextInput label={t('billing.billingAddress')} styles={OWN_DIRECTION} {...form.getInputProps('billingAddress')} />
          </SimpleGrid>
          <FormActions submitLabel={t('common.save')} cancelLabel={t('common.discard')} onCancel={() => form.reset()} cancelDisabled={!form.isDirty()} loading={mutation.isPending} />
        </Stack>
      </form>
    </Card>
  );
}

function NotificationTabPanel({ settings }: { settings: AccountSettings }) {
  const { t } = usePagesT();
  const form = useForm({ initialValues: settings.notifications, validate: zodValidate(notificationSettingsSchema, t) });
  const mutation = useAccountMutation(getApiClient().updateAccountSettings);
  const submit = form.onSubmit((notificationsValue) =>
    mutation.mutate(
      { notifications: notificationsValue },
      {
        onSuccess: (next) => {
          form.setInitialValues(next.notifications);
          form.resetDirty(next.notifications);
          saved(t);
        },
        onError: () => failed(t),
      },
    ),
  );
  const channels = ['email', 'browser', 'app'] as const;
  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t('notifications.title')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('notifications.type')}</Table.Th>
                  {channels.map((c) => (
                    <Table.Th key={c}>{t(`notifications.channels.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {NOTIFICATION_TYPES.map((type) => (
                  <Table.Tr key={type}>
                    <Table.Td>{t(`notifications.types.${type}`)}</Table.Td>
                    {channels.map((c) => (
                      <Table.Td key={c}>
                        <Checkbox
                          aria-label={`${t(`notifications.types.${type}`)}: ${t(`notifications.channels.${c}`)}`}
                          {...form.getInputProps(`channels.${type}.${c}`, { type: 'checkbox' })}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Select
            label={t('notifications.timing')}
            data={NOTIFICATION_TIMINGS.map((v) => ({ value: v, label: t(`notifications.timings.${v}`) }))}
            allowDeselect={false}
            maw={360}
            {...form.getInputProps('timing')}
          />
          <FormActions submitLabel={t('common.save')} cancelLabel={t('common.discard')} onCancel={() => form.reset()} cancelDisabled={!form.isDirty()} loading={mutation.isPending} />
        </Stack>
      </form>
    </Card>
  );
}

function ConnectionTabPanel({ settings }: { settings: AccountSettings }) {
  const { t } = usePagesT();
  const form = useForm({ initialValues: settings.connections, validate: zodValidate(connectionSettingsSchema, t) });
  const mutation = useAccountMutation(getApiClient().updateAccountSettings);
  const submit = form.onSubmit((connections) =>
    mutation.mutate(
      { connections },
      {
        onSuccess: (next) => {
          form.setInitialValues(next.connections);
          form.resetDirty(next.connections);
          saved(t);
        },
        onError: () => failed(t),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('connections.apps')}
          </Title>
          <Stack>
            {CONNECTED_APPS.map((app) => (
              <Switch key={app} label={t(`connections.appNames.${app}`)} {...form.getInputProps(`apps.${app}`, { type: 'checkbox' })} />
            ))}
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('connections.social')}
          </Title>
          <Stack>
            {SOCIAL_ACCOUNTS.map((account) => (
              <TextInput
                key={account}
                label={t(`connections.socialNames.${account}`)}
                placeholder={t('connections.handle')}
                {...form.getInputProps(`social.${account}`)}
              />
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      <FormActions submitLabel={t('common.save')} cancelLabel={t('common.discard')} onCancel={() => form.reset()} cancelDisabled={!form.isDirty()} loading={mutation.isPending} mt="md" />
    </form>
  );
}
