import { emptyMatrix } from '@atrium/api';
import { handlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocales } from '../test/story-decorators';
import { RoleDialog } from './role-dialog';

const meta = {
  title: 'users/RoleDialog',
  component: RoleDialog,
  decorators: [withLocales],
  parameters: { msw: { handlers } },
  args: { opened: true, onClose: () => undefined },
} satisfies Meta<typeof RoleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewRole: Story = {};
export const EditInvoiceReader: Story = {
  args: { role: { id: 9, slug: 'invoice-reader', name: 'Invoice reader', permissions: emptyMatrix().map((r) => (r.subject === 'Invoice' ? { ...r, read: true } : r)), version: 1 } },
};
