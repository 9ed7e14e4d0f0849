// Folders, views and labels with their counts from emailsMeta; the compose button on top.
import { EMAIL_FILTERS, EMAIL_LABELS, type EmailFilter, type EmailsMeta } from '@atrium/api';
import { formatNumber } from '@atrium/core';
import { isPlainLeftClick } from '@atrium/ui-kit';
import { Badge, Box, Button, ColorSwatch, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconFile, IconMail, IconPencil, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLORS } from '../../lib/labels';
import { emailPath, sameView, type MailboxView } from '../../lib/view';
import { EMAIL_NAMESPACE } from '../../namespace';

const ICONS: Record<EmailFilter, ReactNode> = {
  inbox: <IconMail size={18} />,
  sent: <IconSend size={18} />,
  draft: <IconFile size={18} />,
  starred: <IconStar size={18} />,
  spam: <IconAlertOctagon size={18} />,
  trashed: <IconTrash size={18} />,
};

function countFor(filter: EmailFilter, meta: EmailsMeta | undefined): { value: number; color: string } | undefined {
  if (!meta) return undefined;
  if (filter === 'inbox') return { value: meta.inbox, color: 'violet' };
  if (filter === 'draft') return { value: meta.draft, color: 'yellow' };
  if (filter === 'spam') return { value: meta.spam, color: 'red' };
  if (filter === 'starred') return { value: meta.star, color: 'gray' };
  return undefined;
}

export interface EmailSidebarProps {
  view: MailboxView;
  meta: EmailsMeta | undefined;
  onNavigate: (view: MailboxView) => void;
  onCompose: () => void;
  /** extra controls under the labels (the page's shortcuts switch) */
  footer?: ReactNode;
}

export function EmailSidebar({ view, meta, onNavigate, onCompose, footer }: EmailSidebarProps) {
  const { t, i18n } = useTranslation(EMAIL_NAMESPACE);
  const go = (next: MailboxView) => (event: MouseEvent) => {
    // plain clicks stay in the app; modified clicks (new tab) keep the real link
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(next);
  };
  return (
    <Stack gap="xs" p="md" component="nav" aria-label={t('sidebar.label')}>
      <Button leftSection={<IconPencil size={16} />} onClick={onCompose} fullWidth>
        {t('actions.compose')}
      </Button>
      <Box mt="sm">
        {EMAIL_FILTERS.map((filter) => {
          const count = countFor(filter, meta);
          const target: MailboxView = { filter };
          return (
            <NavLink
              key={filter}
              component="a"
              href={emailPath(target)}
              onClick={go(target)}
              active={sameView(view, target)}
              label={t(`folders.${filter}`)}
              leftSection={ICONS[filter]}
              rightSection={
                meta === undefined ? (
                  <Skeleton h={16} w={20} />
                ) : count && count.value > 0 ? (
                  <Badge size="sm" variant="light" color={count.color} circle={count.value < 10}>
                    {formatNumber(count.value, i18n.language)}
                  </Badge>
                ) : null
              }
              aria-current={sameView(view, target) ? 'page' : undefined}
            />
          );
        })}
      </Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md" px="sm">
        {t('sidebar.labels')}
      </Text>
      <Box>
        {EMAIL_LABELS.map((label) => {
          const target: MailboxView = { label };
          const active = view.label === label;
          return (
            <NavLink
              key={label}
              component="a"
              href={emailPath(target)}
              onClick={go(target)}
              active={active}
              aria-current={active ? 'page' : undefined}
              label={t(`labels.${label}`)}
              leftSection={<ColorSwatch color={`var(--mantine-color-${LABEL_COLORS[label]}-6)`} size={10} withShadow={false} />}
            />
          );
        })}
      </Box>
      {footer}
    </Stack>
  );
}
