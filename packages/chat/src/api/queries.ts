// Server state of the chat app: one key factory, the two queries and the mutations.
import { getApiClient, type ChatsAndContactsResponse, type ChatWithContactResponse, type SendMessageBody, type UpdateChatProfileBody } from '@atrium/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'chats-and-contacts'] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  chats: () => [...chatKeys.all, 'chat'] as const,
  chat: (userId: number) => [...chatKeys.chats(), userId] as const,
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
