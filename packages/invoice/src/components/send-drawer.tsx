// "Send invoice": validated addressee and subject; a Draft becomes Sent on the server.
import { sendInvoiceSchema, type Invoice } from '@atrium/api';
import { FormActions } from '@atrium/ui-kit';
import { Badge, Drawer, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useSendInvoice } from '../api/mutations';
import { useInvoiceTranslation } from '../lib/i18n';
import { toastError, toastSuccess } from './table-helpers';

export function SendDrawer({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t } = useInvoiceTranslation();
  const send = useSendInvoice(invoice.id);
  const form = useForm({
    initialValues: {
      to: invoice.client.companyEmail,
      subject: t('send.defaultSubject', { id: invoice.id }),
      message: t('send.defaultMessage', { name: invoice.client.name }),
    },
    validate: (values) => {
      const errors = schemaResolver(sendInvoiceSchema, { sync: true })(values);
      return { to: errors.to ? t('validation.email') : undefined, subject: errors.subject ? t('validation.required') : undefined };
    },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toastSuccess(t('send.sent', { email: values.to }));
        onClose();
      },
      onError: () => toastError(t('send.failed')),
    }),
  );
  return (
    <Drawer opened={opened} onClose={onClose} title={t('send.title')} position="right" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('send.from')} value="billing@atrium.example" readOnly />
          <TextInput type="email" label={t('send.to')} required {...form.getInputProps('to')} />
          <TextInput label={t('send.subject')} required {...form.getInputProps('subject')} />
          <Textarea label={t('send.message')} minRows={6} rows={6} {...form.getInputProps('message')} />
          <Badge variant="light" leftSection={<IconPaperclip size={12} aria-hidden />} w="fit-content">
            {t('send.attachment', { id: invoice.id })}
          </Badge>
          <FormActions submitLabel={t('send.submit')} cancelLabel={t('actions.cancel')} onCancel={onClose} loading={send.isPending} />
        </Stack>
      </form>
    </Drawer>
  );
}
