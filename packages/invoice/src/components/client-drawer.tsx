// Adds a client that is not in the list of recent ones; it becomes the invoice's client.
import { invoiceClientSchema, type InvoiceClient } from '@atrium/api';
import { FormActions } from '@atrium/ui-kit';
import { Drawer, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { useInvoiceTranslation } from '../lib/i18n';

const newClientSchema = invoiceClientSchema.extend({ name: z.string().trim().min(1), companyEmail: z.email() });

export function ClientDrawer({ opened, onClose, onAdd }: { opened: boolean; onClose: () => void; onAdd: (client: InvoiceClient) => void }) {
  const { t } = useInvoiceTranslation();
  const form = useForm<InvoiceClient>({
    initialValues: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
    validate: (values) => {
      const errors = schemaResolver(newClientSchema, { sync: true })(values);
      return { name: errors.name ? t('validation.required') : undefined, companyEmail: errors.companyEmail ? t('validation.email') : undefined };
    },
  });
  const submit = form.onSubmit((values) => {
    onAdd(values);
    form.reset();
    onClose();
  });
  return (
    <Drawer opened={opened} onClose={onClose} title={t('client.title')} position="right" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('client.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('client.company')} {...form.getInputProps('company')} />
          <TextInput type="email" label={t('client.email')} required {...form.getInputProps('companyEmail')} />
          <TextInput label={t('client.address')} {...form.getInputProps('address')} />
          <TextInput label={t('client.country')} {...form.getInputProps('country')} />
          <TextInput label={t('client.contact')} {...form.getInputProps('contact')} />
          <FormActions submitLabel={t('client.add')} cancelLabel={t('actions.cancel')} onCancel={onClose} />
        </Stack>
      </form>
    </Drawer>
  );
}
