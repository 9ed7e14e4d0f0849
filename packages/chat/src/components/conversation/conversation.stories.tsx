import type { ChatMessage } from '@atrium/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useFeatureLocales } from '@atrium/i18n';
import { chatModule } from '../../module';
import { Conversation } from './conversation';

function WithLocales({ children }: { children: ReactNode }) {
  useFeatureLocales(chatModule);
  return <div style={{ height: 560 }}>{children}</div>;
}

const at = (m: number) => new Date(Date.UTC(2025, 5, 14, 9, m)).toISOString();
const msg = (senderId: number, message: string, m: number, seen = true): ChatMessage => ({
  message,
  time: at(m),
  senderId,
  feedback: { isSent: true, isDelivered: seen, isSeen: seen },
});

const meta = {
  title: 'chat/Conversation',
  component: Conversation,
  decorators: [(Story) => <WithLocales><Story /></WithLocales>],
  args: {
    contact: { id: 2, fullName: 'Harriet McBride', role: 'UI/UX Designer', about: '', avatar: '', status: 'busy' },
    profile: { id: 11, fullName: 'John Doe', role: 'admin', about: '', avatar: '', status: 'online', settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false } },
    messages: [msg(2, 'Hi! Did you see the new mockups?', 0), msg(2, 'I pushed them an hour ago.', 1), msg(11, 'Looking now 👀', 3), msg(11, 'Love the colours.\nShip it!', 4, false)],
    onSend: () => Promise.resolve(),
  },
} satisfies Meta<typeof Conversation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTicks: Story = {};
export const Empty: Story = { args: { messages: [] } };
export const Loading: Story = { args: { messages: undefined, loading: true } };
