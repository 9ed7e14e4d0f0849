// Records a payment: the server lowers the balance and moves the status (Partial Payment, Paid).
import { parseMinor, PAYMENT_METHODS_INVOICE, invoicePaymentSchema, type Invoice } from '@atrium/api';
import { FormActions } from '@atrium/ui-kit';
import { LazyDateField } from '@atrium/ui-kit/date-field/lazy';
import { Drawer, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { todayIso } from '@atrium/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useAddPayment } from '../api/mutations';
import { useFormatters, useInvoiceTranslation } from '../lib/i18n';
import { fieldErrorsOf, toastError, toastSuccess } from './table-helpers';

interface PaymentValues {
  amount: string | number;
  date: string;
  method: string;
  note: string;
}

const toBody = (v: PaymentValues) => ({ amountMinor: parseMinor(String(v.amount)) ?? Number.NaN, date: v.date, method: v.method, note: v.note });

export function PaymentDrawer({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useInvoiceTranslation();
  const fmt = useFormatters();
  const pay = useAddPayment(invoice.id);
  const form = useForm<PaymentValues>({
    initialValues: { amount: Math.max(invoice.balance, 0), date: todayIso(), method: 'Bank Transfer', note: '' },
    validate: (values) => {
      const errors = schemaResolver(invoicePaymentSchema, { sync: true })(toBody(values));
      return { amount: errors.amountMinor ? t('payment.amountError') : undefined, date: errors.date ? t('validation.date') : undefined };
    },
  });
  const submit = form.onSubmit((values) => {
    pay.mutate(toBody(values) as Parameters<typeof pay.mutate>[0], {
      onSuccess: (updated) => {
        toastSuccess(t('payment.saved', { balance: fmt.money(updated.balance) }));
        form.reset();
        onClose();
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        if (errors.amountMinor) form.setFieldError('amount', errors.amountMinor);
        else toastError(t('payment.failed'));
      },
    });
  });
  return (
    <Drawer opened={opened} onClose={onClose} title={t('payment.title')} position="right" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('payment.balance')} value={fmt.money(invoice.balance)} readOnly />
          <NumberInput label={t('payment.amount')} decimalScale={2} min={0} prefix="$" thousandSeparator="," required {...form.getInputProps('amount')} />
          <LazyDateField label={t('payment.date')} locale={i18n.language} required {...form.getInputProps('date')} />
          <Select
            label={t('payment.method')}
            data={PAYMENT_METHODS_INVOICE.map((m) => ({ value: m, label: t(`paymentMethods.${m.replace(/\s/g, '')}`) }))}
            allowDeselect={false}
            {...form.getInputProps('method')}
          />
          <Textarea label={t('payment.note')} minRows={2} rows={2} {...form.getInputProps('note')} />
          <FormActions submitLabel={t('payment.submit')} cancelLabel={t('actions.cancel')} onCancel={onClose} loading={pay.isPending} />
        </Stack>
      </form>
    </Drawer>
  );
}
