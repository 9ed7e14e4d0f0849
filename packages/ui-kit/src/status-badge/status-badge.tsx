import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** the raw status, e.g. `paid`, `pending`, `cancelled` */
  status: string;
  /** colour per status; statuses not listed use `fallbackColor` */
  colors: Record<string, MantineColor>;
  /** the visible text, e.g. a translated status; defaults to the status itself */
  label?: ReactNode;
  /** @default 'gray' */
  fallbackColor?: MantineColor;
  /**
   * lets a long label ("Partial payment") break onto a second line in a narrow column instead of
   * being cut with an ellipsis: a status must stay readable on a phone
   */
  wrap?: boolean;
}

const WRAPPING: BadgeProps['styles'] = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 },
};

/** A status as a coloured badge: the caller decides the colours and the (translated) label. */
export function StatusBadge({ status, colors, label, fallbackColor = 'gray', variant = 'light', wrap = false, styles, ...rest }: StatusBadgeProps) {
  // hasOwn keeps statuses like "constructor" from picking up Object.prototype members.
  const color = Object.hasOwn(colors, status) ? colors[status] : fallbackColor;
  return (
    <Badge {...rest} styles={wrap ? WRAPPING : styles} variant={variant} color={color ?? fallbackColor} data-status={status} data-wrap={wrap || undefined}>
      {label ?? status}
    </Badge>
  );
}
