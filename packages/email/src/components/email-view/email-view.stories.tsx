import type { Email } from '@atrium/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useFeatureLocales } from '@atrium/i18n';
import { emailModule } from '../../module';
import { EmailView } from './email-view';

function WithLocales({ children }: { children: ReactNode }) {
  useFeatureLocales(emailModule);
  return <div style={{ height: 640 }}>{children}</div>;
}

const hostile: Email = {
  id: 1,
  to: [{ email: 'john@atrium.example', name: 'me' }],
  from: { email: 'billing@example.com', name: 'Billing', avatar: '' },
  subject: 'Invoice overdue: action required',
  cc: [],
  bcc: [],
  message:
    '<p>Hello John,</p><p><a href="javascript:alert(1)">Pay now</a></p><script>alert(1)</script><img src="//images.example.com/logo.png" alt="logo"><p onclick="alert(1)">Thanks.</p>',
  attachments: [{ fileName: 'invoice.pdf', size: '820kb', thumbnail: '', url: '' }],
  isStarred: false,
  labels: ['company', 'important'],
  time: '2025-06-14T10:00:00Z',
  replies: [],
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
};

const meta = {
  title: 'email/EmailView',
  component: EmailView,
  decorators: [(Story) => <WithLocales><Story /></WithLocales>],
  args: { email: hostile, onBack: () => undefined, onAction: () => undefined, onReply: () => undefined, onForward: () => undefined },
} satisfies Meta<typeof EmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scripts, handlers and the javascript: link are gone; the remote image waits for consent. */
export const SanitizedHostileMail: Story = {};
export const Starred: Story = { args: { email: { ...hostile, isStarred: true, labels: [] } } };
