// A sign-up form validated by a zod schema through @mantine/form; messages are translation keys.
import { Button, Checkbox, Group, NumberInput, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { useShowcaseT } from '../../lib/use-showcase-t';

export const signUpSchema = z
  .object({
    username: z.string().trim().min(3, 'validation.minLength3'),
    email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
    age: z.number('validation.required').int().min(18, 'validation.adult'),
    password: z.string().min(8, 'validation.passwordLength').regex(/\d/, 'validation.passwordDigit'),
    confirm: z.string(),
    role: z.string('validation.required').min(1, 'validation.required'),
    terms: z.literal(true, 'validation.terms'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordMismatch' });

type Values = { username: string; email: string; age: number | string; password: string; confirm: string; role: string | null; terms: boolean };

export default function ValidationDemo() {
  const { t } = useShowcaseT();
  const [done, setDone] = useState('');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: '', email: '', age: '', password: '', confirm: '', role: null, terms: false },
    // the schema's messages are translation keys
    validate: (values) => Object.fromEntries(Object.entries(schemaResolver(signUpSchema, { sync: true })(values)).map(([key, message]) => [key, typeof message === 'string' ? t(message) : message])),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => setDone(v.username))}>
      <Stack maw={520}>
        <TextInput label={t('fields.username')} withAsterisk key={form.key('username')} {...form.getInputProps('username')} />
        <TextInput label={t('fields.email')} type="email" withAsterisk key={form.key('email')} {...form.getInputProps('email')} />
        <NumberInput label={t('fields.age')} withAsterisk key={form.key('age')} {...form.getInputProps('age')} />
        <PasswordInput label={t('fields.password')} withAsterisk key={form.key('password')} {...form.getInputProps('password')} />
        <PasswordInput label={t('fields.confirmPassword')} withAsterisk key={form.key('confirm')} {...form.getInputProps('confirm')} />
        <Select label={t('fields.role')} withAsterisk data={['admin', 'editor', 'viewer'].map((r) => ({ value: r, label: t(`demo.roles.${r}`) }))} key={form.key('role')} {...form.getInputProps('role')} />
        <Checkbox label={t('fields.terms')} key={form.key('terms')} {...form.getInputProps('terms', { type: 'checkbox' })} />
        <Group>
          <Button type="submit">{t('actions.submit')}</Button>
          <Button variant="default" onClick={() => { form.reset(); setDone(''); }}>{t('actions.reset')}</Button>
        </Group>
        {done ? <Text c="teal" role="status">{t('demo.welcome', { name: done })}</Text> : null}
      </Stack>
    </form>
  );
}
