// The reading view: subject, labels and actions, the thread (earlier replies collapsed), the
// sanitized body and the attachments with size and download.
import type { Email, EmailLabel, EmailReply } from '@atrium/api';
import { formatDate, safeHref } from '@atrium/core';
import { TruncatedText } from '@atrium/ui-kit';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertOctagon,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconMail,
  IconPaperclip,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLORS } from '../../lib/labels';
import { LabelMenu } from '../label-menu/label-menu';
import { EMAIL_NAMESPACE } from '../../namespace';
import type { BulkAction } from '../email-list/email-list';
import { EmailBody } from './email-body';

export interface EmailViewProps {
  email: Email;
  onBack: () => void;
  onAction: (action: BulkAction) => void;
  onReply: () => void;
  onForward: () => void;
  busy?: boolean;
}

/** An attachment links only through safeHref: same-app paths, http(s), or a base64 file (never HTML, SVG or script). */
const downloadHref = (url: string) => safeHref(url, { dataFiles: true });

function ThreadMessage({ message, defaultOpen }: { message: EmailReply | Email; defaultOpen: boolean }) {
  const { t, i18n } = useTranslation(EMAIL_NAMESPACE);
  const [open, setOpen] = useState(defaultOpen);
  const header = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={message.from.avatar} alt="" radius="xl" />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <TruncatedText fw={600} size="sm">
          {message.from.name}
        </TruncatedText>
        <TruncatedText size="xs" c="dimmed">
          {message.from.email}
          {message.to.length > 0 && ` · ${t('view.toList', { names: message.to.map((a) => a.name || a.email).join(', ') })}`}
        </TruncatedText>
      </Box>
      <Text size="xs" c="dimmed" component="time" dateTime={message.time}>
        {formatDate(message.time, i18n.language, 'date-time')}
      </Text>
    </Group>
  );
  return (
    <Card withBorder padding="md" radius="md">
      {open ? (
        header
      ) : (
        <UnstyledButton onClick={() => setOpen(true)} aria-expanded={false} aria-label={t('view.expand', { name: message.from.name })}>
          {header}
        </UnstyledButton>
      )}
      {open && (
        <>
          <Divider my="sm" />
          <EmailBody html={message.message} />
          {message.attachments.length > 0 && (
            <>
              <Divider my="sm" label={t('view.attachments', { count: message.attachments.length })} labelPosition="left" />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {message.attachments.map((file) => {
                  const href = downloadHref(file.url);
                  return (
                    <Paper key={file.fileName} withBorder p="xs" radius="sm">
                      <Group gap="xs" wrap="nowrap">
                        <IconPaperclip size={16} />
                        <Box style={{ flex: 1, minWidth: 0 }}>
                          <TruncatedText size="sm">
                            {file.fileName}
                          </TruncatedText>
                          <Text size="xs" c="dimmed">
                            {file.size}
                          </Text>
                        </Box>
                        {href && (
                          <ActionIcon component="a" href={href} download={file.fileName} variant="subtle" aria-label={t('view.download', { name: file.fileName })}>
                            <IconDownload size={16} />
                          </ActionIcon>
                        )}
                      </Group>
                    </Paper>
                  );
                })}
              </SimpleGrid>
            </>
          )}
        </>
      )}
    </Card>
  );
}

export function EmailView({ email, onBack, onAction, onReply, onForward, busy }: EmailViewProps) {
  const { t, i18n } = useTranslation(EMAIL_NAMESPACE);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  // oldest first, the opened message last and expanded
  const thread = [...email.replies].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const toggleLabel = (label: EmailLabel) => onAction({ kind: 'label', label });
  return (
    <Stack gap={0} h="100%" mih={0}>
      <Group gap="xs" px="md" py="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('view.back')}>
          {rtl ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
        </ActionIcon>
        <Title order={2} size="h5" style={{ flex: 1, minWidth: 0 }} lineClamp={1}>
          {email.subject || t('view.noSubject')}
        </Title>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={email.isStarred ? t('actions.unstar') : t('actions.star')}>
            <ActionIcon
              variant="subtle"
              color={email.isStarred ? 'yellow' : 'gray'}
              aria-pressed={email.isStarred}
              aria-label={email.isStarred ? t('actions.unstar') : t('actions.star')}
              disabled={busy}
              onClick={() => onAction({ kind: 'star', value: !email.isStarred })}
            >
              {email.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          <LabelMenu position="bottom-end" disabled={busy} onToggle={toggleLabel} checked={email.labels} />
          <Tooltip label={t('actions.markUnread')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('actions.markUnread')} disabled={busy} onClick={() => onAction({ kind: 'read', value: false })}>
              <IconMail size={18} />
            </ActionIcon>
          </Tooltip>
          {email.folder !== 'spam' && !email.isDeleted && (
            <Tooltip label={t('actions.spam')}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('actions.spam')} disabled={busy} onClick={() => onAction({ kind: 'spam' })}>
                <IconAlertOctagon size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={email.isDeleted ? t('actions.restore') : t('actions.trash')}>
            <ActionIcon
              variant="subtle"
              color={email.isDeleted ? 'gray' : 'red'}
              aria-label={email.isDeleted ? t('actions.restore') : t('actions.trash')}
              disabled={busy}
              onClick={() => onAction(email.isDeleted ? { kind: 'restore' } : { kind: 'trash' })}
            >
              {email.isDeleted ? <IconRestore size={18} /> : <IconTrash size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <Stack gap="md" p="md">
          {email.labels.length > 0 && (
            <Group gap={6}>
              {email.labels.map((label) => (
                <Badge key={label} color={LABEL_COLORS[label]} variant="light" size="sm">
                  {t(`labels.${label}`)}
                </Badge>
              ))}
            </Group>
          )}
          {thread.map((reply) => (
            <ThreadMessage key={reply.id} message={reply} defaultOpen={false} />
          ))}
          <ThreadMessage key={email.id} message={email} defaultOpen />
          <Group gap="sm">
            <Button variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={onReply}>
              {t('actions.reply')}
            </Button>
            <Button variant="default" leftSection={<IconArrowForwardUp size={16} />} onClick={onForward}>
              {t('actions.forward')}
            </Button>
          </Group>
          <Anchor component="button" type="button" size="xs" c="dimmed" onClick={onBack} hiddenFrom="md">
            {t('view.back')}
          </Anchor>
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
