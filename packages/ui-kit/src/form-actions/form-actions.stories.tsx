import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack, TextInput } from '@mantine/core';
import { FormActions, type FormActionsProps } from './form-actions';

function InForm(props: FormActionsProps) {
  return (
    <form onSubmit={(event) => event.preventDefault()} style={{ maxWidth: 420 }}>
      <Stack>
        <TextInput label="Email" type="email" />
        <FormActions {...props} />
      </Stack>
    </form>
  );
}

const meta = {
  title: 'ui-kit/FormActions',
  tags: ['autodocs'],
  component: InForm,
  args: { submitLabel: 'Save', cancelLabel: 'Cancel', onCancel: () => undefined },
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const Saving: Story = { args: { loading: true } };
export const WithDelete: Story = {
  args: { submitLabel: 'Update', extra: <Button color="red" variant="subtle">Delete</Button> },
};
/** Labels come from the caller's translations; switch the toolbar's direction to RTL to see the row start on the right. */
export const Arabic: Story = { args: { submitLabel: 'حفظ', cancelLabel: 'إلغاء' } };
export const Hebrew: Story = { args: { submitLabel: 'שמירה', cancelLabel: 'ביטול' } };
