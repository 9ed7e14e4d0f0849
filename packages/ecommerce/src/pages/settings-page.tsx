// /apps/ecommerce/settings?section=…: the store's settings, one form per section, loaded from
// and saved through the API (the mock persists them, so they survive a reload).
import { STORE_CURRENCIES, storeSettingsSchema, type StoreSettings } from '@atrium/api';
import { PageHeader } from '@atrium/ui-kit';
import { ActionIcon, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSaveSettings } from '../api/mutations';
import { settingsQuery } from '../api/queries';
import { serverFieldErrors, zodFormErrors } from '../components/form-errors';
import { NotificationsTable } from '../components/notifications-table';
import { QueryError, toastError, toastSuccess } from '../components/table-helpers';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation, useTranslateMessage } from '../lib/i18n';
import { SETTINGS_SECTIONS, type SearchProps, type SettingsSearch } from '../lib/search';

type Section = (typeof SETTINGS_SECTIONS)[number];

export function SettingsPage(props: SearchProps<SettingsSearch>) {
  return (
    <PageFrame>
      <Settings {...props} />
    </PageFrame>
  );
}

function Settings({ search, onSearchChange }: SearchProps<SettingsSearch>) {
  const { t } = useEcommerceTranslation();
  const settings = useQuery(settingsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Tabs value={search.section} onChange={(value) => onSearchChange({ section: SETTINGS_SECTIONS.find((s) => s === value) ?? 'store' })} keepMounted={false}>
        <Tabs.List mb="md">
          {SETTINGS_SECTIONS.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {t(`settings.sections.${section}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {settings.isPending ? (
          <Skeleton h={320} role="status" aria-label={t('table.loading')} />
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => settings.refetch()} />
        ) : (
          SETTINGS_SECTIONS.map((section) => (
            <Tabs.Panel key={section} value={section}>
              <SectionForm section={section} settings={settings.data} />
            </Tabs.Panel>
          ))
        )}
      </Tabs>
    </Stack>
  );
}

function SectionForm<S extends Section>({ section, settings }: { section: S; settings: StoreSettings }) {
  const { t } = useEcommerceTranslation();
  const save = useSaveSettings();
  const translate = useTranslateMessage();
  const schema = storeSettingsSchema.shape[section];
  const form = useForm<{ value: StoreSettings[S] }>({
    initialValues: { value: settings[section] },
    validate: (values) => zodFormErrors(schema, values.value, translate, 'value'),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ [section]: values.value });
      form.setInitialValues({ value: saved[section] });
      form.resetDirty({ value: saved[section] });
      toastSuccess(t('settings.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, translate);
      if (fields) {
        form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(new RegExp(`^${section}`), 'value'), v])));
      } else toastError(t('settings.saveFailed'));
    }
  });
  const bodies: Record<Section, () => ReactNode> = {
    store: () => (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('settings.store.name')} required {...form.getInputProps('value.name')} />
        <TextInput label={t('settings.store.email')} type="email" required {...form.getInputProps('value.email')} />
        <TextInput label={t('settings.store.phone')} dir="ltr" required {...form.getInputProps('value.phone')} />
        <Select label={t('settings.store.currency')} data={[...STORE_CURRENCIES]} allowDeselect={false} {...form.getInputProps('value.currency')} />
        <TextInput label={t('settings.store.address')} {...form.getInputProps('value.address')} />
        <TextInput label={t('settings.store.supportEmail')} type="email" {...form.getInputProps('value.supportEmail')} />
      </SimpleGrid>
    ),
    payments: () => (
      <Stack>
        {(['card', 'paypal', 'cashOnDelivery', 'bankTransfer'] as const).map((key) => (
          <Switch key={key} label={t(`settings.payments.${key}`)} {...form.getInputProps(`value.${key}`, { type: 'checkbox' })} />
        ))}
      </Stack>
    ),
    checkout: () => (
      <Stack>
        {(['guestCheckout', 'requirePhone', 'orderNotes', 'termsRequired'] as const).map((key) => (
          <Switch key={key} label={t(`settings.checkout.${key}`)} {...form.getInputProps(`value.${key}`, { type: 'checkbox' })} />
        ))}
      </Stack>
    ),
    shipping: () => (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label={t('settings.shipping.domesticRate')} min={0} decimalScale={2} {...form.getInputProps('value.domesticRate')} />
        <NumberInput label={t('settings.shipping.internationalRate')} min={0} decimalScale={2} {...form.getInputProps('value.internationalRate')} />
        <NumberInput
          label={t('settings.shipping.freeShippingOver')}
          description={t('settings.shipping.freeShippingHint')}
          min={0}
          decimalScale={2}
          {...form.getInputProps('value.freeShippingOver')}
          value={(form as unknown as ShippingForm).getValues().value.freeShippingOver ?? ''}
          onChange={(v) => (form as unknown as ShippingForm).setFieldValue('value.freeShippingOver', typeof v === 'number' ? v : null)}
        />
        <NumberInput label={t('settings.shipping.processingDays')} min={0} max={60} allowDecimal={false} {...form.getInputProps('value.processingDays')} />
      </SimpleGrid>
    ),
    locations: () => <LocationsFields form={form as unknown as LocationsForm} />,
    notifications: () => (
      <NotificationsTable
        cell={(event, channel) => (
          <Checkbox
            aria-label={`${t(`settings.notifications.events.${event}`)} — ${t(`settings.notifications.${channel}`)}`}
            {...form.getInputProps(`value.${event}.${channel}`, { type: 'checkbox' })}
          />
        )}
      />
    ),
  };
  return (
    <Card withBorder padding="lg">
      <form noValidate onSubmit={submit}>
        <Title order={2} size="h5" mb="md">
          {t(`settings.sections.${section}`)}
        </Title>
        {bodies[section]()}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
            {t('actions.discard')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.saveChanges')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

type ShippingForm = ReturnType<typeof useForm<{ value: StoreSettings['shipping'] }>>;
type LocationsForm = ReturnType<typeof useForm<{ value: StoreSettings['locations'] }>>;

function LocationsFields({ form }: { form: LocationsForm }) {
  const { t } = useEcommerceTranslation();
  const locations = form.getValues().value;
  return (
    <Stack>
      {locations.map((location, index) => (
        <Group key={location.id} align="flex-end" wrap="wrap" gap="sm">
          <TextInput style={{ flex: '1 1 180px' }} label={t('settings.locations.name')} {...form.getInputProps(`value.${index}.name`)} />
          <TextInput style={{ flex: '2 1 240px' }} label={t('settings.locations.address')} {...form.getInputProps(`value.${index}.address`)} />
          <Switch label={t('settings.locations.fulfils')} {...form.getInputProps(`value.${index}.fulfilsOnlineOrders`, { type: 'checkbox' })} mb={8} />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('settings.locations.remove', { name: location.name })}
            disabled={locations.length <= 1}
            onClick={() => form.removeListItem('value', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors.value === 'string' ? (
        <Text c="red" size="sm">
          {form.errors.value}
        </Text>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        onClick={() => form.insertListItem('value', { id: `loc-${Date.now().toString(36)}`, name: '', address: '', fulfilsOnlineOrders: false })}
      >
        {t('settings.locations.add')}
      </Button>
    </Stack>
  );
}
