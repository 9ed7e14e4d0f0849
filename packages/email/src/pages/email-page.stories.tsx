import { handlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { EmailSearch, MailboxView } from '../lib/view';
import { EmailPage } from './email-page';

function Stateful({ view, search }: { view: MailboxView; search: EmailSearch }) {
  const [state, setState] = useState({ view, search });
  return (
    <div style={{ height: 720 }}>
      <EmailPage view={state.view} search={state.search} onNavigate={(v, s) => setState({ view: v, search: s })} />
    </div>
  );
}

const meta = {
  title: 'email/EmailPage',
  component: Stateful,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  args: { view: {}, search: {} },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {};
export const Sent: Story = { args: { view: { filter: 'sent' } } };
export const ImportantLabel: Story = { args: { view: { label: 'important' } } };
export const NoMatch: Story = { args: { search: { q: 'no such mail' } } };
