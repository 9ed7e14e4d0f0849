import type { ChatStatus } from '@atrium/api';

export const STATUS_COLORS: Record<ChatStatus, string> = { online: 'green', away: 'yellow', busy: 'red', offline: 'gray' };
