// The chat page with its URL state held in React state, standing in for the router.
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ChatPage, type ChatSearch } from '../pages/chat-page';

export function ChatHarness({ initialSearch = {} }: { initialSearch?: ChatSearch }) {
  const [search, setSearch] = useState<ChatSearch>(initialSearch);
  return (
    <>
      <Notifications />
      <ChatPage search={search} onSearchChange={setSearch} />
    </>
  );
}
