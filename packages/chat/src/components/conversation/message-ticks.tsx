// Sent: one tick. Delivered: two. Seen: two in the primary colour.
import type { ChatMessage } from '@atrium/api';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHAT_NAMESPACE } from '../../namespace';

export function MessageTicks({ feedback }: { feedback: ChatMessage['feedback'] }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const state = feedback.isSeen ? 'seen' : feedback.isDelivered ? 'delivered' : 'sent';
  const label = t(`ticks.${state}`);
  const props = { size: 14, role: 'img', 'aria-label': label, 'data-state': state } as const;
  if (state === 'sent') return <IconCheck {...props} color="var(--mantine-color-dimmed)" />;
  return <IconChecks {...props} color={state === 'seen' ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-dimmed)'} />;
}
