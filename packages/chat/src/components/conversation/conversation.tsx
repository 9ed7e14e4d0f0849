// One conversation: the contact on top, messages by day and by runs of one sender, auto-scrolled
// to the newest, and the composer (Enter sends, Shift+Enter breaks the line).
import type { ChatContact, ChatMessage, ChatProfileUser } from '@atrium/api';
import { formatDate } from '@atrium/core';
import { TruncatedText } from '@atrium/ui-kit';
import { ActionIcon, Avatar, Box, Divider, Group, Paper, ScrollArea, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupMessages } from '../../lib/group';
import { CHAT_NAMESPACE } from '../../namespace';
import { StatusAvatar } from '../chat-sidebar/chat-sidebar';
import { MessageTicks } from './message-ticks';

export interface ConversationProps {
  contact: ChatContact;
  profile: ChatProfileUser;
  messages: readonly ChatMessage[] | undefined;
  loading?: boolean;
  sending?: boolean;
  onSend: (text: string) => Promise<unknown>;
  onBack?: (() => void) | undefined;
}

export function Conversation({ contact, profile, messages, loading, sending, onSend, onBack }: ConversationProps) {
  const { t, i18n } = useTranslation(CHAT_NAMESPACE);
  const [text, setText] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const count = messages?.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count, contact.id]);

  const submit = () => {
    const message = text.trim();
    if (message === '' || sending) return;
    // keep the text until the server took it, so a failure loses nothing
    void onSend(message).then(() => setText(''));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Stack gap={0} h="100%" mih={0}>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {onBack && (
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('conversation.back')}>
            {rtl ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
          </ActionIcon>
        )}
        <StatusAvatar src={contact.avatar} name={contact.fullName} status={contact.status} />
        <Box style={{ minWidth: 0 }}>
          <TruncatedText fw={600} size="sm" component="h2" m={0}>
            {contact.fullName}
          </TruncatedText>
          <TruncatedText size="xs" c="dimmed">
            {contact.role} · {t(`status.${contact.status}`)}
          </TruncatedText>
        </Box>
      </Group>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Stack gap="md" p="md" role="log" aria-label={t('conversation.messages', { name: contact.fullName })} aria-live="polite">
          {loading && !messages ? (
            <>
              <Skeleton h={36} w="50%" radius="md" />
              <Skeleton h={36} w="40%" radius="md" ms="auto" />
            </>
          ) : count === 0 ? (
            <Text ta="center" c="dimmed" size="sm" py="xl">
              {t('conversation.empty', { name: contact.fullName })}
            </Text>
          ) : (
            groupMessages(messages ?? []).map((day) => (
              <Stack key={day.day} gap="sm">
                <Divider label={formatDate(day.day, i18n.language, 'date')} labelPosition="center" />
                {day.runs.map((run, r) => {
                  const mine = run.senderId === profile.id;
                  return (
                    <Group key={r} gap="sm" align="flex-end" wrap="nowrap" justify={mine ? 'flex-end' : 'flex-start'}>
                      {!mine && <Avatar src={contact.avatar} alt="" size={32} radius="xl" />}
                      <Stack gap={4} align={mine ? 'flex-end' : 'flex-start'} maw="75%">
                        {run.messages.map((m, i) => (
                          <Paper
                            key={`${m.time}-${i}`}
                            px="sm"
                            py={6}
                            radius="md"
                            shadow="xs"
                            bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-body)'}
                            c={mine ? 'white' : undefined}
                            data-testid={mine ? 'my-message' : 'their-message'}
                          >
                            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                              {m.message}
                            </Text>
                          </Paper>
                        ))}
                        {(() => {
                          const last = run.messages.at(-1);
                          if (!last) return null;
                          return (
                            <Group gap={4}>
                              {mine && <MessageTicks feedback={last.feedback} />}
                              <Text size="xs" c="dimmed" component="time" dateTime={last.time}>
                                {formatDate(last.time, i18n.language, 'time')}
                              </Text>
                            </Group>
                          );
                        })()}
                      </Stack>
                      {mine && <Avatar src={profile.avatar} alt="" size={32} radius="xl" />}
                    </Group>
                  );
                })}
              </Stack>
            ))
          )}
          <div ref={endRef} />
        </Stack>
      </ScrollArea>
      <Group
        component="form"
        gap="xs"
        p="sm"
        wrap="nowrap"
        align="flex-end"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={5}
          placeholder={t('conversation.placeholder')}
          aria-label={t('conversation.placeholder')}
          description={t('conversation.hint')}
          inputWrapperOrder={['input', 'description']}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={10_000}
          dir="auto"
        />
        <ActionIcon type="submit" size="lg" loading={sending} disabled={text.trim() === ''} aria-label={t('conversation.send')} mb={22}>
          <IconSend size={18} style={rtl ? { transform: 'scaleX(-1)' } : undefined} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
