// Cart → address → payment → confirmation, validated by the contract's schemas and placed through
// the checkout endpoint; used by /wizard-examples/checkout and /front-pages/checkout.
import { checkoutAddressSchema, checkoutItemSchema, checkoutPaymentSchema, CHECKOUT_PAYMENT_METHODS, DELIVERY_FEES, DELIVERY_OPTIONS, type CheckoutOrderResponse, type CheckoutPayment } from '@atrium/api';
import { ActionIcon, Alert, Grid, Group, NumberInput, Radio, SegmentedControl, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCreditCard, IconMapPin, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { useCheckoutMutation } from '../api/queries';
import { serverErrors, zodErrors } from '../lib/form';
import { usePagesT } from '../lib/format';
import { Wizard } from './wizard/wizard';

// Names and prices are the cart's preview only: the order sends product ids and quantities, and
// the server charges its catalogue's prices (the confirmation shows what it charged).
const START_ITEMS = [
  { productId: 1, name: 'Google - Google Home - White', price: 299, quantity: 1 },
  { productId: 2, name: 'Apple iPhone 11 (64GB, Black)', price: 899, quantity: 1 },
];
const itemsSchema = z.array(checkoutItemSchema).min(1, 'cartEmpty');
const orderLines = (items: typeof START_ITEMS) => items.map(({ productId, quantity }) => ({ productId, quantity }));

interface Values {
  items: typeof START_ITEMS;
  address: { fullName: string; phone: string; address: string; city: string; zipCode: string; country: string; delivery: (typeof DELIVERY_OPTIONS)[number] };
  payment: { method: (typeof CHECKOUT_PAYMENT_METHODS)[number]; cardNumber: string; cardName: string; expiry: string; cvv: string; email: string };
}

export function CheckoutWizard() {
  const { t, money, date } = usePagesT();
  const mutation = useCheckoutMutation();
  const [order, setOrder] = useState<CheckoutOrderResponse | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      items: START_ITEMS,
      address: { fullName: '', phone: '', address: '', city: '', zipCode: '', country: '', delivery: 'standard' },
      payment: { method: 'card', cardNumber: '', cardName: '', expiry: '', cvv: '', email: '' },
    },
  });
  const values = form.getValues();
  const subtotal = values.items.reduce((s, i) => s + i.price * i.quantity, 0);
  const fee = DELIVERY_FEES[values.address.delivery];

  const check = (errors: Record<string, string>) => {
    form.clearErrors();
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };
  // only the chosen method's fields are sent (and validated)
  const paymentBody = (): CheckoutPayment => {
    const p = values.payment;
    if (p.method === 'card') return { method: 'card', cardNumber: p.cardNumber, cardName: p.cardName, expiry: p.expiry, cvv: p.cvv };
    if (p.method === 'paypal') return { method: 'paypal', email: p.email };
    return { method: 'cod' };
  };
  const field = (path: string, key: string, extra: Record<string, unknown> = {}) => <TextInput label={t(`checkout.${key}`)} key={form.key(path)} {...form.getInputProps(path)} {...extra} />;

  const steps = [
    {
      id: 'cart',
      label: t('checkout.steps.cart'),
      icon: <IconShoppingCart size={18} aria-hidden />,
      validate: () => check(zodErrors(itemsSchema, orderLines(values.items), t, 'items')),
      content: (
        <Stack>
          {values.items.length === 0 ? <Alert color="orange">{t('validation.cartEmpty')}</Alert> : null}
          {form.errors.items ? <Text c="red" role="alert">{form.errors.items}</Text> : null}
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('checkout.product')}</Table.Th>
                <Table.Th>{t('checkout.quantity')}</Table.Th>
                <Table.Th ta="end">{t('checkout.price')}</Table.Th>
                <Table.Th><VisuallyHidden>{t('checkout.remove')}</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.items.map((item, i) => (
                <Table.Tr key={item.productId}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={t('checkout.quantityOf', { name: item.name })} min={1} max={10} w={90} key={form.key(`items.${i}.quantity`)} {...form.getInputProps(`items.${i}.quantity`)} />
                  </Table.Td>
                  <Table.Td ta="end">{money(item.price * item.quantity)}</Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('checkout.removeItem', { name: item.name })} onClick={() => form.removeListItem('items', i)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end"><Text fw={600}>{t('checkout.subtotal')}: {money(subtotal)}</Text></Group>
        </Stack>
      ),
    },
    {
      id: 'address',
      label: t('checkout.steps.address'),
      icon: <IconMapPin size={18} aria-hidden />,
      validate: () => check(zodErrors(checkoutAddressSchema, values.address, t, 'address')),
      content: (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>{field('address.fullName', 'fullName', { autoComplete: 'name' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{field('address.phone', 'phone', { autoComplete: 'tel', type: 'tel' })}</Grid.Col>
          <Grid.Col span={12}>{field('address.address', 'address', { autoComplete: 'street-address' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{field('address.city', 'city')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{field('address.zipCode', 'zipCode', { autoComplete: 'postal-code' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{field('address.country', 'country', { autoComplete: 'country-name' })}</Grid.Col>
          <Grid.Col span={12}>
            <Radio.Group label={t('checkout.delivery')} key={form.key('address.delivery')} {...form.getInputProps('address.delivery')}>
              <Group mt="xs">
                {DELIVERY_OPTIONS.map((d) => (
                  <Radio key={d} value={d} label={`${t(`checkout.deliveries.${d}`)} · ${DELIVERY_FEES[d] === 0 ? t('checkout.free') : money(DELIVERY_FEES[d])}`} />
                ))}
              </Group>
            </Radio.Group>
          </Grid.Col>
        </Grid>
      ),
    },
    {
      id: 'payment',
      label: t('checkout.steps.payment'),
      icon: <IconCreditCard size={18} aria-hidden />,
      validate: () => check(zodErrors(checkoutPaymentSchema, paymentBody(), t, 'payment')),
      content: (
        <Stack>
          <SegmentedControl
            aria-label={t('checkout.method')}
            key={form.key('payment.method')}
            {...form.getInputProps('payment.method')}
            data={CHECKOUT_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`checkout.methods.${m}`) }))}
          />
          {values.payment.method === 'card' ? (
            <Grid>
              <Grid.Col span={12}>{field('payment.cardNumber', 'cardNumber', { autoComplete: 'cc-number', inputMode: 'numeric', description: t('checkout.testCard') })}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>{field('payment.cardName', 'cardName', { autoComplete: 'cc-name' })}</Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>{field('payment.expiry', 'expiry', { autoComplete: 'cc-exp', placeholder: 'MM/YY' })}</Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>{field('payment.cvv', 'cvv', { autoComplete: 'cc-csc', inputMode: 'numeric' })}</Grid.Col>
            </Grid>
          ) : values.payment.method === 'paypal' ? (
            field('payment.email', 'paypalEmail', { type: 'email' })
          ) : (
            <Text>{t('checkout.codHint')}</Text>
          )}
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr><Table.Th>{t('checkout.subtotal')}</Table.Th><Table.Td>{money(subtotal)}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('checkout.delivery')}</Table.Th><Table.Td>{fee === 0 ? t('checkout.free') : money(fee)}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('checkout.total')}</Table.Th><Table.Td fw={700}>{money(subtotal + fee)}</Table.Td></Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      ),
    },
  ];

  return (
    <Wizard
      steps={steps}
      variant="icons"
      submitting={mutation.isPending}
      error={mutation.isError ? t('checkout.failed') : undefined}
      onSubmit={async () => {
        try {
          setOrder(await mutation.mutateAsync({ items: orderLines(values.items), address: values.address, payment: paymentBody() }));
        } catch (error) {
          const fieldErrors = serverErrors(error, t);
          if (fieldErrors) form.setErrors(fieldErrors);
        }
      }}
      labels={{ next: t('wizards.next'), back: t('wizards.back'), submit: t('checkout.placeOrder') }}
      result={
        order ? (
          <Stack align="center" py="lg" role="status">
            <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
            <Title order={2} size="h3">{t('checkout.thanks')}</Title>
            <Text>{t('checkout.orderNumber', { number: order.orderNumber })}</Text>
            <Text>{t('checkout.placedAt', { date: date(order.placedAt) })}</Text>
            <Text fw={700}>{t('checkout.total')}: {money(order.total)}</Text>
            {order.cardLast4 ? <Text size="sm" c="dimmed">{t('checkout.paidWith', { last4: order.cardLast4 })}</Text> : null}
          </Stack>
        ) : undefined
      }
    />
  );
}
