// The chat app: chats and contacts on one side, the open conversation on the other (one at a time
// on a phone). The open chat and the search are URL state, handed in as props.
import { ErrorState, EmptyState } from '@atrium/ui-kit';
import { Box, Paper, Skeleton, Stack } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMessages } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys, chatQuery, chatsAndContactsQuery, useChatUpdates, useSendMessage, useUpdateProfile } from '../api/queries';
import { ChatSidebar } from '../components/chat-sidebar/chat-sidebar';
import { Conversation } from '../components/conversation/conversation';
import { ProfileDrawer } from '../components/profile-drawer/profile-drawer';
import { useFeatureLocales } from '@atrium/i18n';
import { chatModule } from '../module';
import { CHAT_NAMESPACE } from '../namespace';

export interface ChatSearch {
  q?: string | undefined;
  /** the contact whose chat is open */
  chat?: number | undefined;
}

export interface ChatPageProps {
  search: ChatSearch;
  onSearchChange: (next: ChatSearch, options?: { replace?: boolean }) => void;
}

export function ChatPage(props: ChatPageProps) {
  useFeatureLocales(chatModule);
  return <ChatApp {...props} />;
}

function ChatApp({ search, onSearchChange }: ChatPageProps) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState(search.q ?? '');
  const [profileOpen, setProfileOpen] = useState(false);
  const lists = useQuery({ ...chatsAndContactsQuery(search.q ?? ''), placeholderData: keepPreviousData });
  const profile = lists.data?.profileUser;
  const userId = search.chat;
  const chat = useQuery({ ...chatQuery(userId ?? 0, profile?.id), enabled: userId !== undefined });
  const send = useSendMessage(userId);
  const updateProfile = useUpdateProfile();
  // another account's message shows without a reload
  useChatUpdates();
  const pushSearch = useDebouncedCallback((q: string) => onSearchChange({ ...search, q: q || undefined }, { replace: true }), 250);

  // opening a chat zeroes its unseen count on the server; show that in the list too
  const openedAt = chat.dataUpdatedAt;
  useEffect(() => {
    if (openedAt > 0) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  }, [openedAt, queryClient]);

  const contact = chat.data?.contact ?? lists.data?.contacts.find((c) => c.id === userId);

  const sidebar = lists.isError ? (
    <ErrorState title={t('errors.loadTitle')} description={t('errors.loadText')} retryLabel={t('errors.retry')} onRetry={() => lists.refetch()} compact />
  ) : (
    <ChatSidebar
      chats={lists.data?.chatsContacts}
      contacts={lists.data?.contacts}
      profile={profile}
      activeUserId={userId}
      search={searchText}
      onSearchChange={(q) => {
        setSearchText(q);
        pushSearch(q);
      }}
      onOpen={(id) => onSearchChange({ ...search, chat: id })}
      onOpenProfile={() => setProfileOpen(true)}
    />
  );

  const conversation =
    userId === undefined ? (
      <EmptyState icon={<IconMessages size={48} />} title={t('conversation.none')} description={t('conversation.noneText')} />
    ) : chat.isError ? (
      <ErrorState title={t('errors.chatTitle')} description={t('errors.loadText')} retryLabel={t('errors.retry')} onRetry={() => chat.refetch()} compact />
    ) : contact && profile ? (
      <Conversation
        contact={contact}
        profile={profile}
        messages={chat.data ? (chat.data.chat?.messages ?? []) : undefined}
        loading={chat.isPending}
        sending={send.isPending}
        onBack={desktop ? undefined : () => onSearchChange({ ...search, chat: undefined })}
        onSend={(message) =>
          send.mutateAsync({ message }).catch(() => {
            notifications.show({ color: 'red', title: t('errors.sendTitle'), message: t('errors.sendText') });
            throw new Error('not sent');
          })
        }
      />
    ) : (
      <Stack p="md">
        <Skeleton h={40} w="40%" />
        <Skeleton h={200} />
      </Stack>
    );

  const border = '1px solid var(--mantine-color-default-border)';
  return (
    <Paper withBorder radius="md" h="100%" mih={480} style={{ display: 'flex', overflow: 'hidden' }}>
      {desktop ? (
        <>
          <Box w={320} style={{ borderInlineEnd: border, flexShrink: 0, minHeight: 0 }}>
            {sidebar}
          </Box>
          <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }}>{conversation}</Box>
        </>
      ) : (
        <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }}>{userId === undefined ? sidebar : conversation}</Box>
      )}
      {profile && (
        <ProfileDrawer
          key={profile.about}
          opened={profileOpen}
          onClose={() => setProfileOpen(false)}
          profile={profile}
          saving={updateProfile.isPending}
          onSave={(change) =>
            updateProfile.mutate(change, {
              onSuccess: () => notifications.show({ color: 'green', message: t('profile.saved') }),
              onError: () => notifications.show({ color: 'red', message: t('errors.saveProfile') }),
            })
          }
        />
      )}
    </Paper>
  );
}
