// Server state of the chat app: one key factory, the two queries and the mutations.
import { API_PATHS, credentialsFor, getApiClient, getApiConfig, type ChatsAndContactsResponse, type ChatWithContactResponse, type SendMessageBody, type UpdateChatProfileBody } from '@atrium/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'chats-and-contacts'] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  chats: () => [...chatKeys.all, 'chat'] as const,
  chat: (userId: number) => [...chatKeys.chats(), userId] as const,
  updates: () => [...chatKeys.all, 'updates'] as const,
};

export function chatsAndContactsQuery(q = '') {
  return queryOptions({
    queryKey: chatKeys.list(q),
    queryFn: () => getApiClient().getChatsAndContacts(q),
  });
}

/** How long after our last message we keep checking for the contact's ticks and answer. */
export const WATCH_AFTER_SEND_MS = 20_000;
export const WATCH_INTERVAL_MS = 1_000;

/** While our last message is fresh, poll: the contact's delivery, reading and reply arrive later. */
export function watchInterval(data: ChatWithContactResponse | undefined, myId: number | undefined, now = Date.now()): number | false {
  const last = data?.chat?.messages.at(-1);
  if (!last || myId === undefined || last.senderId !== myId) return false;
  return now - Date.parse(last.time) < WATCH_AFTER_SEND_MS ? WATCH_INTERVAL_MS : false;
}

/** Opening a chat (GET) also zeroes its unseen count on the server. */
export function chatQuery(userId: number, myId?: number) {
  return queryOptions({
    queryKey: chatKeys.chat(userId),
    queryFn: () => getApiClient().getChat(userId),
    refetchInterval: (query) => watchInterval(query.state.data, myId),
  });
}

export function useSendMessage(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => {
      if (userId === undefined) return Promise.reject(new Error('No chat is open'));
      return getApiClient().sendChatMessage(userId, body);
    },
    onSuccess: (answer) => {
      if (userId === undefined) return;
      queryClient.setQueryData(chatKeys.chat(userId), (old: ChatWithContactResponse | undefined) => {
        if (!old) return old;
        if (answer.chat) return { ...old, chat: answer.chat };
        return old.chat ? { ...old, chat: { ...old.chat, messages: [...old.chat.messages, answer.msg] } } : old;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChatProfileBody) => getApiClient().updateChatProfile(body),
    // the saved profile shows at once in every cached list
    onSuccess: (profileUser) =>
      queryClient.setQueriesData({ queryKey: chatKeys.lists() }, (old: ChatsAndContactsResponse | undefined) => (old ? { ...old, profileUser } : old)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}

/** Without a pushed stream (the in-browser mock, a proxy that drops it), the chat is asked this often. */
export const CHAT_POLL_MS = 5_000;

/**
 * Keeps the open chat page current when someone else writes (decision 0036): another account's
 * message arrives, or this account reads its chat on another device. The server pushes the
 * caller's chat updates as Server-Sent Events (the app says so with ApiConfig's `serverEvents`);
 * where nothing pushes (the in-browser mock), or a stream is refused for good, the same call is polled.
 * Either way a change reloads the chats list and the open chat.
 */
export function useChatUpdates(): void {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  const seen = useRef<string | undefined>(undefined);

  const changed = (data: string) => {
    const before = seen.current;
    seen.current = data;
    if (before !== undefined && before !== data) void queryClient.invalidateQueries({ queryKey: chatKeys.all, predicate: (q) => q.queryKey[1] !== 'updates' });
  };
  const changedRef = useRef(changed);
  changedRef.current = changed;

  useEffect(() => {
    const { baseUrl = '', serverEvents = false } = getApiConfig();
    // only an API that pushes (the server; not the in-browser mock, which answers through fetch)
    if (!serverEvents || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${baseUrl}${API_PATHS.chatUpdates}`, { withCredentials: credentialsFor(baseUrl) === 'include' });
    source.addEventListener('updates', (event) => {
      setStreaming(true);
      changedRef.current(String((event as MessageEvent<string>).data));
    });
    // a stream that is refused or is not one closes for good: polling takes over
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) setStreaming(false);
    });
    return () => source.close();
  }, []);

  const polled = useQuery({
    queryKey: chatKeys.updates(),
    queryFn: () => getApiClient().getChatUpdates(),
    enabled: !streaming,
    refetchInterval: streaming ? false : CHAT_POLL_MS,
  });
  const polledData = polled.data ? JSON.stringify(polled.data) : undefined;
  useEffect(() => {
    if (!streaming && polledData !== undefined) changedRef.current(polledData);
  }, [polledData, streaming]);
}
