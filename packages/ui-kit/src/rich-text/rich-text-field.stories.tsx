import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RichTextField, type RichTextFieldProps } from './rich-text-field';

/** The value plays the part of a form's HTML field. */
function Controlled(props: Omit<RichTextFieldProps, 'value' | 'onChange'> & { initial: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <RichTextField {...rest} value={value} onChange={setValue} />;
}

/** A rich-text editor (bold, lists, quotes, links) that reads and writes sanitized HTML. */
const meta = {
  title: 'ui-kit/RichTextField',
  component: Controlled,
  subcomponents: { RichTextField },
  tags: ['autodocs'],
  args: { label: 'Description', initial: '<p>Hand-made <strong>leather</strong> shoes, sizes 36 to 46.</p>' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { initial: '' } };
export const WithError: Story = { args: { initial: '', error: 'A description is required' } };
export const RightToLeft: Story = { args: { label: 'الوصف', initial: '<p>أحذية <strong>جلدية</strong> مصنوعة يدوياً.</p>', dir: 'rtl' } };
