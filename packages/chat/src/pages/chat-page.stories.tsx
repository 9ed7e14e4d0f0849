import { handlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithSearch } from '@atrium/test-utils/stories';
import { ChatPage, type ChatSearch } from './chat-page';

function Stateful({ search }: { search: ChatSearch }) {
  return (
    <div style={{ height: 720 }}>
      <WithSearch initial={search} render={(state, onSearchChange) => <ChatPage search={state} onSearchChange={onSearchChange} />} />
    </div>
  );
}

const meta = {
  title: 'chat/ChatPage',
  component: Stateful,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  args: { search: {} },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoChatOpen: Story = {};
export const ChatOpen: Story = { args: { search: { chat: 1 } } };
export const NewContact: Story = { args: { search: { chat: 10 } } };
