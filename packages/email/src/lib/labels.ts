import type { EmailLabel } from '@atrium/api';

/** One colour per label, used for dots in the sidebar and badges in the list. */
export const LABEL_COLORS: Record<EmailLabel, string> = {
  personal: 'green',
  company: 'violet',
  important: 'orange',
  private: 'red',
};
