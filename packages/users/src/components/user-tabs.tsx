// The user view's tabs: account, security (password the user logs in with, two-step setup),
// billing & plans (upgrade), notifications and connections.
import { USER_PLANS, userPasswordSchema, type UserDetail, type UserPlan } from '@atrium/api';
import { Badge, Button, Checkbox, Group, Modal, Paper, PasswordInput, Radio, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBrandGithub, IconBrandGoogle, IconBrandSlack, IconBrandX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSetPassword, useUpdateUser } from '../api/mutations';
import { useUsersTranslation } from '../lib/i18n';
import { fieldErrorsOf, toastError, toastSuccess } from './table-helpers';

export function AccountTab({ user }: { user: UserDetail }) {
  const { t } = useUsersTranslation();
  const rows: Array<[string, string]> = [
    [t('fields.username'), `\u2066@${user.username}\u2069`],
    [t('fields.email'), user.email],
    // isolated left to right: on an Arabic or Hebrew page "+13037373309" read "13037373309+"
    [t('fields.contact'), user.contact && `\u2066${user.contact}\u2069`],
    [t('fields.company'), user.company],
    [t('fields.country'), user.country],
    [t('fields.language'), user.language],
    [t('fields.taxId'), user.taxId],
  ];
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        {t('view.accountTitle')}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function SecurityTab({ user }: { user: UserDetail }) {
  const { t } = useUsersTranslation();
  const setPassword = useSetPassword(user.id);
  const [twoStep, setTwoStep] = useState(false);
  const [twoStepOpen, setTwoStepOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = schemaResolver(userPasswordSchema, { sync: true })(values);
      return {
        newPassword: errors.newPassword ? t('validation.password') : undefined,
        confirmPassword: errors.confirmPassword ? t('validation.passwordMatch') : undefined,
      };
    },
  });
  const submit = form.onSubmit((values) =>
    setPassword.mutate(values, {
      onSuccess: () => {
        toastSuccess(t('security.passwordSaved'));
        form.reset();
      },
      onError: (error) => (Object.keys(fieldErrorsOf(error)).length > 0 ? form.setFieldError('newPassword', t('validation.password')) : toastError(t('security.passwordFailed'))),
    }),
  );
  return (
    <Stack>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h5" mb="xs">
          {t('security.passwordTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('security.passwordHint', { email: user.email })}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack maw={480}>
            <PasswordInput label={t('security.newPassword')} required autoComplete="new-password" {...form.getInputProps('newPassword')} />
            <PasswordInput label={t('security.confirmPassword')} required autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            <Button type="submit" w="fit-content" loading={setPassword.isPending}>
              {t('security.changePassword')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h5">
              {t('security.twoStepTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('security.twoStepHint')}
            </Text>
          </div>
          {twoStep ? (
            <Button variant="light" color="red" onClick={() => setTwoStep(false)}>
              {t('security.twoStepDisable')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => setTwoStepOpen(true)}>
              {t('security.twoStepEnable')}
            </Button>
          )}
        </Group>
        {twoStep ? (
          <Badge color="green" variant="light" mt="sm">
            {t('security.twoStepOn')}
          </Badge>
        ) : null}
      </Paper>
      <Modal opened={twoStepOpen} onClose={() => setTwoStepOpen(false)} title={t('security.twoStepTitle')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!/^\+?[\d\s()-]{6,20}$/.test(phone)) {
              setPhoneError(t('validation.contact'));
              return;
            }
            setTwoStep(true);
            setTwoStepOpen(false);
            toastSuccess(t('security.twoStepDone'));
          }}
          noValidate
        >
          <Stack>
            <Text size="sm">{t('security.twoStepPhoneHint')}</Text>
            <TextInput label={t('fields.contact')} type="tel" dir="ltr" value={phone} error={phoneError} onChange={(e) => { setPhone(e.currentTarget.value); setPhoneError(null); }} />
            <Button type="submit">{t('security.twoStepEnable')}</Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

export function BillingTab({ user }: { user: UserDetail }) {
  const { t } = useUsersTranslation();
  const update = useUpdateUser(user.id);
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        {t('billingTab.title')}
      </Title>
      <Stack gap="xs">
        <Text>
          {t('billingTab.current')}: <Badge variant="light">{t(`plans.${user.currentPlan}`)}</Badge>
        </Text>
        <Text size="sm">
          {t('fields.billing')}: {t(`billing.${user.billing.replace(/[^a-zA-Z]/g, '')}`)}
        </Text>
        <Button w="fit-content" mt="sm" onClick={() => setOpen(true)}>
          {t('billingTab.upgrade')}
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('billingTab.upgradeTitle')}>
        <Stack>
          <Radio.Group label={t('billingTab.choose')} value={plan} onChange={(v) => setPlan(v)}>
            <Stack mt="xs">
              {USER_PLANS.map((p) => (
                <Radio key={p} value={p} label={t(`plans.${p}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { currentPlan: plan },
                {
                  onSuccess: () => {
                    toastSuccess(t('billingTab.upgraded', { plan: t(`plans.${plan}`) }));
                    setOpen(false);
                  },
                  onError: () => toastError(t('view.saveFailed')),
                },
              )
            }
          >
            {t('billingTab.confirm')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}

const NOTIFICATION_KINDS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;

export function NotificationsTab() {
  const { t } = useUsersTranslation();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        {t('notificationsTab.title')}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notificationsTab.type')}</Table.Th>
              {CHANNELS.map((c) => (
                <Table.Th key={c} ta="center">
                  {t(`notificationsTab.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{t(`notificationsTab.${kind}`)}</Table.Td>
                {CHANNELS.map((c) => (
                  <Table.Td key={c}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={`${t(`notificationsTab.${kind}`)} — ${t(`notificationsTab.${c}`)}`}
                        checked={checked[`${kind}.${c}`] ?? c !== 'app'}
                        onChange={(e) => setChecked((s) => ({ ...s, [`${kind}.${c}`]: e.currentTarget.checked }))}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button mt="md" onClick={() => toastSuccess(t('notificationsTab.saved'))}>
        {t('view.save')}
      </Button>
    </Paper>
  );
}

const CONNECTIONS = [
  { id: 'google', icon: IconBrandGoogle },
  { id: 'slack', icon: IconBrandSlack },
  { id: 'github', icon: IconBrandGithub },
  { id: 'x', icon: IconBrandX },
] as const;

export function ConnectionsTab() {
  const { t } = useUsersTranslation();
  const [on, setOn] = useState<Record<string, boolean>>({ google: true, slack: false, github: true, x: false });
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md">
        {t('connectionsTab.title')}
      </Title>
      <Stack>
        {CONNECTIONS.map(({ id, icon: Icon }) => (
          <Group key={id} justify="space-between">
            <Group gap="sm">
              <Icon size={24} aria-hidden />
              <Text>{t(`connectionsTab.${id}`)}</Text>
            </Group>
            <Switch aria-label={t(`connectionsTab.${id}`)} checked={on[id] ?? false} onChange={(e) => setOn((s) => ({ ...s, [id]: e.currentTarget.checked }))} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
