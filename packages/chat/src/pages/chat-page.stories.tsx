import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
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

export const NoChatOpen: Story = { parameters: { route: '/apps/chat' } };
export const Loading: Story = { parameters: mockApi(loadingFor(API_PATHS.chatsAndContacts)) };
export const Empty: Story = { parameters: mockApi(emptyFor(API_PATHS.chatsAndContacts)) };
export const Failed: Story = { parameters: mockApi(errorFor(API_PATHS.chatsAndContacts)), play: retriesAfterError(API_PATHS.chatsAndContacts) };
export const Slow: Story = { args: { search: { chat: 1 } }, parameters: mockApi(slowFor(API_PATHS.chat)) };
export const AsClient: Story = { beforeEach: asClientRole };
export const ChatOpen: Story = { args: { search: { chat: 1 } } };
export const NewContact: Story = { args: { search: { chat: 10 } } };
