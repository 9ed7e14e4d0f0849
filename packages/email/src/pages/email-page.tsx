// The mailbox: folders and labels, the list and the reading view. Three panes on a desktop, one at
// a time on a phone. The view (folder or label), the search and the open message live in the URL;
// the route hands them in as props and this page asks it to navigate.
import type { Email, UpdateEmailsBody } from '@atrium/api';
import { EmptyState, ErrorState, useReturnFocus } from '@atrium/ui-kit';
import { ActionIcon, Box, Drawer, Group, Kbd, Paper, Switch, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMailOpened, IconMenu2, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailsQuery, useUpdateEmails } from '../api/queries';
import { EmailList, type BulkAction } from '../components/email-list/email-list';
import { EmailSidebar } from '../components/email-sidebar/email-sidebar';
import { EmailView } from '../components/email-view/email-view';
import { forwardOf, replyTo, type ComposeInitial } from '../lib/compose';
import { useShortcutsEnabled } from '../lib/shortcuts';
import type { EmailSearch, MailboxView } from '../lib/view';
import { useFeatureLocales } from '@atrium/i18n';
import { emailModule } from '../module';
import { EMAIL_NAMESPACE } from '../namespace';

// the editor and drop zone load only when someone writes
const EmailComposer = lazy(() => import('../components/email-composer/email-composer'));

export interface EmailPageProps {
  view: MailboxView;
  search: EmailSearch;
  onNavigate: (view: MailboxView, search: EmailSearch, options?: { replace?: boolean }) => void;
}

function bodyFor(ids: number[], action: BulkAction): UpdateEmailsBody {
  switch (action.kind) {
    case 'read':
      return { ids, data: { isRead: action.value } };
    case 'trash':
      return { ids, data: { isDeleted: true } };
    case 'restore':
      return { ids, data: { isDeleted: false } };
    case 'spam':
      return { ids, data: { folder: 'spam' } };
    case 'star':
      return { ids, data: { isStarred: action.value } };
    case 'label':
      return { ids, label: action.label };
  }
}

const QUIET_ACTIONS = new Set<BulkAction['kind']>(['star', 'read']);

export function EmailPage(props: EmailPageProps) {
  useFeatureLocales(emailModule);
  // a new folder or label starts fresh: nothing selected, its own search box
  return <Mailbox key={`${props.view.filter ?? ''}|${props.view.label ?? ''}`} {...props} />;
}

function Mailbox({ view, search, onNavigate }: EmailPageProps) {
  const { t } = useTranslation(EMAIL_NAMESPACE);
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const query = { filter: view.filter, label: view.label, q: search.q ?? '' };
  const emails = useQuery(emailsQuery(query));
  const update = useUpdateEmails();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [cursorId, setCursorId] = useState<number | undefined>(search.id);
  const [navOpen, setNavOpen] = useState(false);
  const [composer, setComposer] = useState<{ key: number; initial?: ComposeInitial | undefined } | null>(null);
  // the composer unmounts on close: focus goes back to Compose (or Reply)
  useReturnFocus(composer !== null);
  const [searchText, setSearchText] = useState(search.q ?? '');
  const searchRef = useRef<HTMLInputElement>(null);
  const list = emails.data?.emails;
  const open: Email | undefined = search.id === undefined ? undefined : list?.find((e) => e.id === search.id);


  const pushSearch = useDebouncedCallback((q: string) => onNavigate(view, { q: q || undefined }, { replace: true }), 300);

  const openEmail = (id: number) => {
    const email = list?.find((e) => e.id === id);
    setCursorId(id);
    if (email?.folder === 'draft' && !email.isDeleted) {
      setComposer({
        key: Date.now(),
        initial: { draftId: email.id, to: email.to.map((a) => a.email), cc: email.cc, bcc: email.bcc, subject: email.subject, message: email.message, attachments: email.attachments },
      });
      return;
    }
    onNavigate(view, { ...search, id });
    if (email && !email.isRead) update.mutate({ ids: [id], data: { isRead: true } });
  };

  const act = (ids: number[], action: BulkAction) => {
    if (ids.length === 0) return;
    update.mutate(bodyFor(ids, action), {
      onSuccess: () => {
        if (!QUIET_ACTIONS.has(action.kind)) {
          const message =
            action.kind === 'label' ? t('toast.labelToggled', { count: ids.length, label: t(`labels.${action.label}`) }) : t(`toast.${action.kind}`, { count: ids.length });
          notifications.show({ color: 'green', message });
        }
        // a moved message leaves this view: close it rather than show a stale copy
        if (search.id !== undefined && ids.includes(search.id) && (action.kind === 'trash' || action.kind === 'restore' || action.kind === 'spam')) {
          onNavigate(view, { ...search, id: undefined });
        }
        if (action.kind !== 'star' && action.kind !== 'label') setSelected(new Set());
      },
      onError: () => notifications.show({ color: 'red', title: t('toast.failedTitle'), message: t('errors.generic') }),
    });
  };

  const moveCursor = (step: number) => {
    if (!list || list.length === 0) return;
    const index = list.findIndex((e) => e.id === cursorId);
    const next = list[Math.min(list.length - 1, Math.max(0, index === -1 ? 0 : index + step))];
    if (next) setCursorId(next.id);
  };
  const target = open ?? list?.find((e) => e.id === cursorId);
  const [shortcutsOn, setShortcutsOn] = useShortcutsEnabled();
  useHotkeys(shortcutsOn ? [
    ['j', () => moveCursor(1)],
    ['k', () => moveCursor(-1)],
    ['o', () => cursorId !== undefined && openEmail(cursorId)],
    [
      'Enter',
      (event) => {
        // Enter on a button or link is that control's own (Compose, the skip link): the shortcut
        // only opens the list's cursor message when no control has focus (issue 23)
        if (event.target instanceof Element && event.target.closest('a[href], button, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="option"]')) return;
        event.preventDefault();
        if (cursorId !== undefined && search.id !== cursorId) openEmail(cursorId);
      },
      { preventDefault: false },
    ],
    ['e', () => target && act([target.id], target.isDeleted ? { kind: 'restore' } : { kind: 'trash' })],
    ['s', () => target && act([target.id], { kind: 'star', value: !target.isStarred })],
    ['r', () => open && setComposer({ key: Date.now(), initial: replyTo(open, t('compose.quote', { name: open.from.name })) })],
    ['/', () => searchRef.current?.focus()],
  ] : []);

  const sidebar = (
    <EmailSidebar
      view={view}
      meta={emails.data?.emailsMeta}
      onNavigate={(next) => {
        setNavOpen(false);
        onNavigate(next, {});
      }}
      onCompose={() => {
        setNavOpen(false);
        setComposer({ key: Date.now() });
      }}
      footer={
        <Switch
          mt="md"
          px="sm"
          size="sm"
          label={t('shortcuts.toggle')}
          description={t('shortcuts.hint')}
          checked={shortcutsOn}
          onChange={(event) => setShortcutsOn(event.currentTarget.checked)}
        />
      }
    />
  );

  const listPane = (
    <Box h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Group gap="xs" px="sm" py="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {!desktop && (
          <ActionIcon variant="subtle" color="gray" onClick={() => setNavOpen(true)} aria-label={t('sidebar.open')}>
            <IconMenu2 size={18} />
          </ActionIcon>
        )}
        <TextInput
          ref={searchRef}
          style={{ flex: 1 }}
          variant="unstyled"
          leftSection={<IconSearch size={16} />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            pushSearch(event.currentTarget.value);
          }}
          rightSection={desktop ? <Kbd size="xs">/</Kbd> : null}
        />
      </Group>
      {emails.isError ? (
        <ErrorState title={t('errors.loadTitle')} description={t('errors.loadText')} retryLabel={t('errors.retry')} onRetry={() => emails.refetch()} compact />
      ) : (
        <Box style={{ flex: 1, minHeight: 0 }}>
          <EmailList
            emails={list}
            loading={emails.isPending}
            selected={selected}
            onSelectedChange={setSelected}
            cursorId={cursorId}
            openId={search.id}
            onOpen={openEmail}
            onAction={act}
            inTrash={view.filter === 'trashed'}
            busy={update.isPending}
          />
        </Box>
      )}
    </Box>
  );

  const closeView = () => onNavigate(view, { ...search, id: undefined });
  const viewPane = open ? (
    <EmailView
      key={open.id}
      email={open}
      onBack={closeView}
      onAction={(action) => act([open.id], action)}
      onReply={() => setComposer({ key: Date.now(), initial: replyTo(open, t('compose.quote', { name: open.from.name })) })}
      onForward={() => setComposer({ key: Date.now(), initial: forwardOf(open, t('compose.forwarded', { name: open.from.name, email: open.from.email })) })}
      busy={update.isPending}
    />
  ) : search.id !== undefined && emails.isSuccess ? (
    <EmptyState icon={<IconMailOpened size={40} />} title={t('view.notFound')} description={t('view.notFoundText')} compact />
  ) : (
    <EmptyState
      icon={<IconMailOpened size={40} />}
      title={t('view.none')}
      description={
        <Text size="sm" c="dimmed" component="span">
          {shortcutsOn ? t('view.shortcuts') : t('shortcuts.off')}
        </Text>
      }
      compact
    />
  );

  const border = '1px solid var(--mantine-color-default-border)';
  return (
    <Paper withBorder radius="md" h="100%" mih={480} style={{ display: 'flex', overflow: 'hidden' }}>
      {/* the three panes speak for themselves on screen; the page still needs its level-1 heading */}
      <VisuallyHidden>
        <h1>{t('nav.email')}</h1>
      </VisuallyHidden>
      {desktop ? (
        <>
          <Box w={240} style={{ borderInlineEnd: border, flexShrink: 0, overflowY: 'auto' }}>
            {sidebar}
          </Box>
          <Box w={380} style={{ borderInlineEnd: border, flexShrink: 0, minHeight: 0 }}>
            {listPane}
          </Box>
          <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }} aria-live="polite">
            {viewPane}
          </Box>
        </>
      ) : (
        <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }}>{open || search.id !== undefined ? viewPane : listPane}</Box>
      )}
      {!desktop && (
        <Drawer opened={navOpen} onClose={() => setNavOpen(false)} size={280} title={t('sidebar.label')} closeButtonProps={{ 'aria-label': t('sidebar.close') }}>
          {sidebar}
        </Drawer>
      )}
      {composer && (
        <Suspense fallback={null}>
          <EmailComposer
            key={composer.key}
            opened
            initial={composer.initial}
            onClose={() => setComposer(null)}
            onDone={(folder) => {
              if (folder === 'sent' && view.filter === 'draft') onNavigate(view, { q: search.q });
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
