// The message list: select many, act on them, star one; the row under the keyboard cursor and the
// open message are highlighted. Rows are buttons so the list works without a mouse.
import type { Email, EmailLabel } from '@atrium/api';
import { formatRelative } from '@atrium/core';
import { EmptyState, TruncatedText } from '@atrium/ui-kit';
import { ActionIcon, Avatar, Badge, Box, Checkbox, Group, ScrollArea, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAlertOctagon,
  IconInbox,
  IconMail,
  IconMailOpened,
  IconPaperclip,
  IconStar,
  IconStarFilled,
  IconTrash,
  IconRestore,
} from '@tabler/icons-react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLORS } from '../../lib/labels';
import { LabelMenu } from '../label-menu/label-menu';
import { htmlToText } from '../../lib/sanitize';
import { EMAIL_NAMESPACE } from '../../namespace';

const border = '1px solid var(--mantine-color-default-border)';

function rowStyle({ unread, cursor, highlighted }: { unread: boolean; cursor: boolean; highlighted: boolean }): CSSProperties {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    paddingInline: 'var(--mantine-spacing-sm)',
    borderBottom: border,
    // read mail sits on a faint tint so unread rows stand out
    background: highlighted
      ? 'light-dark(var(--mantine-color-violet-0), rgba(115, 103, 240, 0.16))'
      : unread
        ? 'var(--mantine-color-body)'
        : 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))',
    // the keyboard cursor: a bar on the reading-start edge (flips in RTL by itself)
    borderInlineStart: cursor ? '3px solid var(--mantine-primary-color-filled)' : '3px solid transparent',
  };
}

export type BulkAction =
  | { kind: 'read'; value: boolean }
  | { kind: 'trash' }
  | { kind: 'restore' }
  | { kind: 'spam' }
  | { kind: 'star'; value: boolean }
  | { kind: 'label'; label: EmailLabel };

export interface EmailListProps {
  emails: readonly Email[] | undefined;
  loading?: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  /** the row the j/k cursor is on */
  cursorId?: number | undefined;
  openId?: number | undefined;
  onOpen: (id: number) => void;
  onAction: (ids: number[], action: BulkAction) => void;
  /** true in the trash view: "restore" replaces "move to trash" */
  inTrash?: boolean;
  busy?: boolean;
}

export function EmailList({ emails, loading, selected, onSelectedChange, cursorId, openId, onOpen, onAction, inTrash, busy }: EmailListProps) {
  const { t, i18n } = useTranslation(EMAIL_NAMESPACE);
  const cursorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    cursorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [cursorId]);

  const all = emails ?? [];
  const ids = [...selected];
  const allSelected = all.length > 0 && all.every((e) => selected.has(e.id));
  const someSelected = ids.length > 0 && !allSelected;
  const act = (action: BulkAction) => onAction(ids, action);

  return (
    <Stack gap={0} h="100%" mih={0}>
      <Group gap={4} px="sm" py={6} mih={44} wrap="nowrap" style={{ borderBottom: border }}>
        <Checkbox
          aria-label={t('list.selectAll')}
          checked={allSelected}
          indeterminate={someSelected}
          disabled={all.length === 0}
          onChange={() => onSelectedChange(allSelected ? new Set() : new Set(all.map((e) => e.id)))}
          me="xs"
        />
        {ids.length > 0 && (
          <>
            <Text size="sm" c="dimmed" me="xs">
              {t('list.selected', { count: ids.length })}
            </Text>
            <Tooltip label={inTrash ? t('actions.restore') : t('actions.trash')}>
              <ActionIcon variant="subtle" color="gray" disabled={busy} onClick={() => act(inTrash ? { kind: 'restore' } : { kind: 'trash' })} aria-label={inTrash ? t('actions.restore') : t('actions.trash')}>
                {inTrash ? <IconRestore size={18} /> : <IconTrash size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.markRead')}>
              <ActionIcon variant="subtle" color="gray" disabled={busy} onClick={() => act({ kind: 'read', value: true })} aria-label={t('actions.markRead')}>
                <IconMailOpened size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.markUnread')}>
              <ActionIcon variant="subtle" color="gray" disabled={busy} onClick={() => act({ kind: 'read', value: false })} aria-label={t('actions.markUnread')}>
                <IconMail size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.spam')}>
              <ActionIcon variant="subtle" color="gray" disabled={busy} onClick={() => act({ kind: 'spam' })} aria-label={t('actions.spam')}>
                <IconAlertOctagon size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.star')}>
              <ActionIcon variant="subtle" color="gray" disabled={busy} onClick={() => act({ kind: 'star', value: true })} aria-label={t('actions.star')}>
                <IconStar size={18} />
              </ActionIcon>
            </Tooltip>
            <LabelMenu position="bottom-start" disabled={busy} onToggle={(label) => act({ kind: 'label', label })} />
          </>
        )}
      </Group>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        {loading && !emails ? (
          <Stack gap={0} role="status" aria-busy="true" aria-label={t('list.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              <Group key={i} p="sm" gap="sm" wrap="nowrap">
                <Skeleton circle h={32} w={32} />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton h={10} w="40%" />
                  <Skeleton h={10} w="85%" />
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : all.length === 0 ? (
          <EmptyState icon={<IconInbox size={40} />} title={t('list.empty')} description={t('list.emptyDescription')} compact />
        ) : (
          <div role="list" aria-label={t('list.label')}>
            {all.map((email) => {
              const isCursor = email.id === cursorId;
              const isOpen = email.id === openId;
              return (
                <div
                  role="listitem"
                  key={email.id}
                  ref={isCursor ? cursorRef : undefined}
                  style={rowStyle({ unread: !email.isRead, cursor: isCursor, highlighted: isOpen || selected.has(email.id) })}
                  data-unread={!email.isRead || undefined}
                >
                  <Checkbox
                    size="xs"
                    aria-label={t('list.select', { subject: email.subject || t('view.noSubject') })}
                    checked={selected.has(email.id)}
                    onChange={() => {
                      const next = new Set(selected);
                      if (next.has(email.id)) next.delete(email.id);
                      else next.add(email.id);
                      onSelectedChange(next);
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color={email.isStarred ? 'yellow' : 'gray'}
                    size="sm"
                    aria-pressed={email.isStarred}
                    aria-label={email.isStarred ? t('actions.unstarOne', { subject: email.subject }) : t('actions.starOne', { subject: email.subject })}
                    onClick={() => onAction([email.id], { kind: 'star', value: !email.isStarred })}
                  >
                    {email.isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                  </ActionIcon>
                  <UnstyledButton style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 12, paddingBlock: 10 }} onClick={() => onOpen(email.id)} aria-current={isOpen ? 'true' : undefined}>
                    <Avatar src={email.from.avatar} alt="" size={32} radius="xl" />
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        {/* a button holds phrasing content: spans set as lines, not paragraphs (an
                            unread bold subject over its preview read to axe as a heading, p-as-heading) */}
                        <TruncatedText component="span" display="block" size="sm" fw={email.isRead ? 500 : 700}>
                          {email.folder === 'sent' || email.folder === 'draft'
                            ? t('list.to', { names: email.to.map((a) => a.name).join(', ') || t('list.noRecipient') })
                            : email.from.name}
                        </TruncatedText>
                        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                          {email.attachments.length > 0 && <IconPaperclip size={14} aria-label={t('list.hasAttachments')} />}
                          {email.labels.map((label) => (
                            <Box key={label} w={8} h={8} bg={`${LABEL_COLORS[label]}.6`} style={{ borderRadius: 8 }} title={t(`labels.${label}`)} />
                          ))}
                          <Text size="xs" c="dimmed" component="time" dateTime={email.time}>
                            {formatRelative(email.time, i18n.language)}
                          </Text>
                        </Group>
                      </Group>
                      <TruncatedText component="span" display="block" size="sm" fw={email.isRead ? 400 : 600}>
                        {email.subject || t('view.noSubject')}
                        {email.folder === 'draft' && (
                          <Badge size="xs" color="yellow" variant="light" ms={6}>
                            {t('folders.draft')}
                          </Badge>
                        )}
                      </TruncatedText>
                      <TruncatedText component="span" display="block" size="xs" c="dimmed">
                        {htmlToText(email.message)}
                      </TruncatedText>
                    </Box>
                  </UnstyledButton>
                </div>
              );
            })}
          </div>
        )}
      </ScrollArea>
    </Stack>
  );
}
