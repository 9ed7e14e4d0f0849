// Chats (newest first, unseen badges) and contacts without a chat, with a search by name and
// the user's own avatar, which opens the profile drawer.
import type { ChatContact, ChatContactWithChat, ChatProfileUser, ChatStatus } from '@atrium/api';
import { formatNumber, formatRelative } from '@atrium/core';
import { EmptyState, TruncatedText } from '@atrium/ui-kit';
import { Avatar, Badge, Box, Group, Indicator, ScrollArea, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconMessageCircleOff, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../../lib/status';
import { CHAT_NAMESPACE } from '../../namespace';

export interface ChatSidebarProps {
  chats: readonly ChatContactWithChat[] | undefined;
  contacts: readonly ChatContact[] | undefined;
  profile: ChatProfileUser | undefined;
  activeUserId: number | undefined;
  search: string;
  onSearchChange: (q: string) => void;
  onOpen: (userId: number) => void;
  onOpenProfile: () => void;
}

export function StatusAvatar({ src, name, status, size = 38 }: { src: string; name: string; status: ChatStatus; size?: number }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  return (
    <Indicator color={STATUS_COLORS[status]} position="bottom-end" offset={5} size={10} withBorder aria-label={t(`status.${status}`)} role="img">
      <Avatar src={src} alt={name} size={size} radius="xl" />
    </Indicator>
  );
}

interface ContactRowProps {
  contact: Pick<ChatContact, 'avatar' | 'fullName' | 'status'>;
  active: boolean;
  onClick: () => void;
  /** what a click does, e.g. "Open the chat with …": the row's description */
  label: string;
  /** the second line: the last message, or what the contact says about themself */
  preview: ReactNode;
  /** shown at the end of the row, e.g. the time and the unseen count */
  aside?: ReactNode;
}

/**
 * A chat or contact row: avatar with status, name and a preview line. Its name is what it shows
 * (WCAG 2.5.3: a label such as "Open the chat with …" hid the message preview and time); what a
 * click does is its description.
 */
function ContactRow({ contact, active, onClick, label, preview, aside }: ContactRowProps) {
  const hintId = useId();
  return (
    <li>
      <UnstyledButton
        onClick={onClick}
        aria-current={active ? 'true' : undefined}
        aria-describedby={hintId}
        w="100%"
        px="sm"
        py={8}
        style={{ borderRadius: 'var(--mantine-radius-md)', background: active ? 'var(--mantine-primary-color-filled)' : undefined, color: active ? 'var(--mantine-color-white)' : undefined }}
      >
        <Group gap="sm" wrap="nowrap">
          <StatusAvatar src={contact.avatar} name={contact.fullName} status={contact.status} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            {/* a button holds phrasing content: spans set as lines, not paragraphs (nor a bold
                paragraph axe takes for a heading, p-as-heading) */}
            <TruncatedText component="span" display="block" size="sm" fw={600}>
              {contact.fullName}
            </TruncatedText>
            <TruncatedText component="span" display="block" size="xs" c={active ? undefined : 'dimmed'}>
              {preview}
            </TruncatedText>
          </Box>
          {aside}
        </Group>
      </UnstyledButton>
      {/* hidden: read as the button's description only, not a second time in the list */}
      <span id={hintId} hidden>
        {label}
      </span>
    </li>
  );
}

export function ChatSidebar({ chats, contacts, profile, activeUserId, search, onSearchChange, onOpen, onOpenProfile }: ChatSidebarProps) {
  const { t, i18n } = useTranslation(CHAT_NAMESPACE);
  const withChat = new Set((chats ?? []).map((c) => c.id));
  const others = (contacts ?? []).filter((c) => !withChat.has(c.id));
  const loading = chats === undefined;
  return (
    <Stack gap={0} h="100%" mih={0}>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {profile ? (
          <UnstyledButton onClick={onOpenProfile} aria-label={t('profile.open')}>
            <StatusAvatar src={profile.avatar} name={profile.fullName} status={profile.status} />
          </UnstyledButton>
        ) : (
          <Skeleton circle h={38} w={38} />
        )}
        <TextInput
          style={{ flex: 1 }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('sidebar.search')}
          aria-label={t('sidebar.search')}
          value={search}
          onChange={(e) => onSearchChange(e.currentTarget.value)}
          radius="xl"
        />
      </Group>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <Stack gap={4} p="xs">
          <Title order={2} size="h5" c="var(--atrium-text-primary)" px="sm" pt="xs">
            {t('sidebar.chats')}
          </Title>
          {loading ? (
            Array.from({ length: 4 }, (_, i) => (
              <Group key={i} px="sm" py={6} gap="sm">
                <Skeleton circle h={38} w={38} />
                <Skeleton h={10} w="60%" />
              </Group>
            ))
          ) : (chats ?? []).length === 0 ? (
            <Text size="sm" c="dimmed" px="sm">
              {t('sidebar.noChats')}
            </Text>
          ) : (
            <ul aria-label={t('sidebar.chats')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {(chats ?? []).map((c) => {
                const active = c.id === activeUserId;
                return (
                  <ContactRow
                    key={c.id}
                    contact={c}
                    active={active}
                    onClick={() => onOpen(c.id)}
                    label={c.chat.unseenMsgs > 0 ? t('sidebar.openUnseen', { name: c.fullName, count: c.chat.unseenMsgs }) : t('sidebar.openChat', { name: c.fullName })}
                    preview={c.chat.lastMessage?.message ?? c.role}
                    aside={
                      <Stack gap={4} align="flex-end">
                        {c.chat.lastMessage && (
                          <Text size="xs" c={active ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                            {formatRelative(c.chat.lastMessage.time, i18n.language)}
                          </Text>
                        )}
                        {c.chat.unseenMsgs > 0 && (
                          <Badge size="sm" color="red" circle data-testid="unseen">
                            {formatNumber(c.chat.unseenMsgs, i18n.language)}
                          </Badge>
                        )}
                      </Stack>
                    }
                  />
                );
              })}
            </ul>
          )}
          <Title order={2} size="h5" c="var(--atrium-text-primary)" px="sm" pt="md">
            {t('sidebar.contacts')}
          </Title>
          {!loading && others.length === 0 && (chats ?? []).length === 0 ? (
            <EmptyState icon={<IconMessageCircleOff size={32} />} title={t('sidebar.noMatch')} compact />
          ) : !loading && others.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm">
              {t('sidebar.noOtherContacts')}
            </Text>
          ) : (
            <ul aria-label={t('sidebar.contacts')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {others.map((c) => (
                <ContactRow key={c.id} contact={c} active={c.id === activeUserId} onClick={() => onOpen(c.id)} label={t('sidebar.startChat', { name: c.fullName })} preview={c.about} />
              ))}
            </ul>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
