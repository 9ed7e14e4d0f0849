// /pages/dialog-examples: every dialog does its job (validates, confirms, copies, toasts).
import { ConfirmDialog, FormActions, PageHeader } from '@atrium/ui-kit';
import { Button, Card, CopyButton, Group, Modal, PinInput, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconLock, IconShare, IconTrash, IconUserEdit } from '@tabler/icons-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { isValidCardNumber } from '@atrium/api';
import { z } from 'zod';
import { usePagesT } from '../lib/format';
import { zodValidate } from '../lib/form';

type DialogBody = ComponentType<{ close: () => void }>;
const done = (title: string, message: string) => notifications.show({ color: 'teal', title, message });

function useZodForm<T extends Record<string, unknown>>(initialValues: T, schema: z.ZodType) {
  const { t } = usePagesT();
  return useForm<T>({ mode: 'controlled', initialValues, validate: zodValidate(schema, t) });
}

function EditUser({ close }: { close: () => void }) {
  const { t } = usePagesT();
  const form = useZodForm({ firstName: 'John', lastName: 'Doe', email: 'john.doe@example.com' }, z.object({ firstName: z.string().trim().min(1, 'required'), lastName: z.string().trim().min(1, 'required'), email: z.string().trim().pipe(z.email('email')) }));
  return (
    <form noValidate onSubmit={form.onSubmit(() => { done(t('dialogs.editUser.title'), t('common.savedMessage')); close(); })}>
      <Stack>
        <TextInput label={t('account.firstName')} data-autofocus key={form.key('firstName')} {...form.getInputProps('firstName')} />
        <TextInput label={t('account.lastName')} key={form.key('lastName')} {...form.getInputProps('lastName')} />
        <TextInput label={t('account.email')} type="email" key={form.key('email')} {...form.getInputProps('email')} />
        <FormActions placement="dialog" submitLabel={t('common.save')} cancelLabel={t('common.cancel')} onCancel={close} />
      </Stack>
    </form>
  );
}

function AddCard({ close }: { close: () => void }) {
  const { t } = usePagesT();
  const form = useZodForm(
    { cardNumber: '', cardName: '', expiry: '', cvv: '' },
    z.object({ cardNumber: z.string().refine(isValidCardNumber, 'cardNumber'), cardName: z.string().trim().min(1, 'required'), expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'cardExpiry'), cvv: z.string().regex(/^\d{3,4}$/, 'cvv') }),
  );
  return (
    <form noValidate onSubmit={form.onSubmit((v) => { done(t('dialogs.addCard.title'), t('dialogs.addCard.added', { last4: v.cardNumber.replace(/\D/g, '').slice(-4) })); close(); })}>
      <Stack>
        <TextInput label={t('checkout.cardNumber')} inputMode="numeric" autoComplete="cc-number" description={t('checkout.testCard')} data-autofocus key={form.key('cardNumber')} {...form.getInputProps('cardNumber')} />
        <TextInput label={t('checkout.cardName')} autoComplete="cc-name" key={form.key('cardName')} {...form.getInputProps('cardName')} />
        <Group grow>
          <TextInput label={t('checkout.expiry')} placeholder="MM/YY" key={form.key('expiry')} {...form.getInputProps('expiry')} />
          <TextInput label={t('checkout.cvv')} inputMode="numeric" key={form.key('cvv')} {...form.getInputProps('cvv')} />
        </Group>
        <FormActions placement="dialog" submitLabel={t('dialogs.addCard.submit')} cancelLabel={t('common.cancel')} onCancel={close} />
      </Stack>
    </form>
  );
}

function Share({ close }: { close: () => void }) {
  const { t } = usePagesT();
  const [email, setEmail] = useState('');
  const [invited, setInvited] = useState<string[]>([]);
  const valid = z.email().safeParse(email.trim()).success;
  const link = 'https://atrium.example/project/pixinvent';
  return (
    <Stack>
      <Group align="flex-end">
        <TextInput style={{ flex: 1 }} label={t('dialogs.share.invite')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={email && !valid ? t('validation.email') : undefined} data-autofocus />
        <Button disabled={!valid} onClick={() => { setInvited((l) => [...l, email.trim()]); setEmail(''); }}>{t('dialogs.share.send')}</Button>
      </Group>
      {invited.length > 0 ? <Text size="sm" role="status">{t('dialogs.share.invited', { list: invited.join(', ') })}</Text> : null}
      <Group>
        <TextInput style={{ flex: 1 }} label={t('dialogs.share.link')} value={link} readOnly />
        <CopyButton value={link}>{({ copied, copy }) => <Button mt={24} variant="light" onClick={copy}>{copied ? t('dialogs.share.copied') : t('dialogs.share.copy')}</Button>}</CopyButton>
      </Group>
      <Group justify="flex-end"><Button onClick={close}>{t('dialogs.done')}</Button></Group>
    </Stack>
  );
}

function TwoFactor({ close }: { close: () => void }) {
  const { t } = usePagesT();
  const [method, setMethod] = useState('app');
  const [step, setStep] = useState<'method' | 'code'>('method');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  return step === 'method' ? (
    <Stack>
      <Radio.Group label={t('dialogs.twoFactor.method')} value={method} onChange={setMethod}>
        <Stack mt="xs">
          <Radio value="app" label={t('dialogs.twoFactor.app')} />
          <Radio value="sms" label={t('dialogs.twoFactor.sms')} />
        </Stack>
      </Radio.Group>
      <Group justify="flex-end"><Button variant="default" onClick={close}>{t('common.cancel')}</Button><Button onClick={() => setStep('code')}>{t('wizards.next')}</Button></Group>
    </Stack>
  ) : (
    <Stack>
      <Text size="sm">{t(method === 'app' ? 'dialogs.twoFactor.appHint' : 'dialogs.twoFactor.smsHint')}</Text>
      <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label={t('dialogs.twoFactor.code')} error={Boolean(error)} />
      {error ? <Text c="red" size="sm" role="alert">{error}</Text> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setStep('method')}>{t('wizards.back')}</Button>
        <Button onClick={() => { if (!/^\d{6}$/.test(code)) { setError(t('validation.code')); return; } done(t('dialogs.twoFactor.title'), t('dialogs.twoFactor.enabled')); close(); }}>{t('dialogs.twoFactor.verify')}</Button>
      </Group>
    </Stack>
  );
}

const DIALOGS: { id: string; icon: ReactNode; Body: DialogBody; size?: string }[] = [
  { id: 'editUser', icon: <IconUserEdit size={28} aria-hidden />, Body: EditUser },
  { id: 'addCard', icon: <IconCreditCard size={28} aria-hidden />, Body: AddCard },
  { id: 'share', icon: <IconShare size={28} aria-hidden />, Body: Share, size: 'lg' },
  { id: 'twoFactor', icon: <IconLock size={28} aria-hidden />, Body: TwoFactor },
];

function DialogCard({ id, icon, Body, size }: (typeof DIALOGS)[number]) {
  const { t } = usePagesT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" ta="center">
        {icon}
        <Title order={2} size="h5">{t(`dialogs.${id}.title`)}</Title>
        <Text size="sm" c="dimmed">{t(`dialogs.${id}.description`)}</Text>
        <Button onClick={open}>{t('dialogs.show')}</Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={t(`dialogs.${id}.title`)} size={size} centered closeButtonProps={{ 'aria-label': t('dialogs.close') }}>
        <Body close={close} />
      </Modal>
    </Card>
  );
}

function ConfirmCard() {
  const { t } = usePagesT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" ta="center">
        <IconTrash size={28} aria-hidden />
        <Title order={2} size="h5">{t('dialogs.confirm.title')}</Title>
        <Text size="sm" c="dimmed">{t('dialogs.confirm.description')}</Text>
        <Button color="red" onClick={open}>{t('dialogs.show')}</Button>
      </Stack>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        danger
        title={t('dialogs.confirm.question')}
        message={t('dialogs.confirm.message')}
        confirmLabel={t('dialogs.confirm.yes')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('dialogs.close')}
        onConfirm={() => done(t('dialogs.confirm.title'), t('dialogs.confirm.deleted'))}
      />
    </Card>
  );
}

export function DialogExamplesPage() {
  const { t } = usePagesT();
  return (
    <Stack>
      <PageHeader title={t('dialogs.title')} description={t('dialogs.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <ConfirmCard />
        {DIALOGS.map((d) => <DialogCard key={d.id} {...d} />)}
      </SimpleGrid>
    </Stack>
  );
}
