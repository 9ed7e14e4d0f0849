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
}

/** A status as a coloured badge: the caller decides the colours and the (translated) label. */
export function StatusBadge({ status, colors, label, fallbackColor = 'gray', variant = 'light', ...rest }: StatusBadgeProps) {
  // hasOwn keeps statuses like "constructor" from picking up Object.prototype members.
  const color = Object.hasOwn(colors, status) ? colors[status] : fallbackColor;
  return (
    <Badge {...rest} variant={variant} color={color ?? fallbackColor} data-status={status}>
      {label ?? status}
    </Badge>
  );
}
