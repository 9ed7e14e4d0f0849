import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, Stack } from '@mantine/core';
import { useState } from 'react';
import { DateField } from './date-field';
import { LazyDateField } from './lazy-date-field';

/** The applied value plays the part of a form's or the URL's ISO date. */
function WithValue({ locale, clearable, required }: { locale: string; clearable?: boolean; required?: boolean }) {
  const [value, setValue] = useState('2026-11-24');
  return (
    <Stack maw={240}>
      <DateField label="Issued" locale={locale} value={value} onChange={setValue} clearable={clearable} clearLabel="Clear the date" required={required} min="2026-01-01" max="2026-12-31" />
      <span>
        value: <Code>{JSON.stringify(value)}</Code>
      </span>
    </Stack>
  );
}

const meta = {
  title: 'ui-kit/DateField',
  subcomponents: { LazyDateField },
  tags: ['autodocs'],
  component: WithValue,
  args: { locale: 'en', clearable: false, required: false },
} satisfies Meta<typeof WithValue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Hebrew: Story = { args: { locale: 'he' } };
export const Arabic: Story = { args: { locale: 'ar' } };
export const ClearableFilter: Story = { args: { clearable: true } };

/** LazyDateField: the same field, its calendar code loaded when it first renders. */
function LazyWithValue() {
  const [value, setValue] = useState('2026-11-24');
  return <LazyDateField label="Due" locale="en" value={value} onChange={setValue} />;
}
export const Lazy: Story = { render: () => <LazyWithValue /> };
