// DateField behind React.lazy: a screen imports this small wrapper, and @mantine/dates, the dayjs
// locales and the field load when a date field is first shown. The app's entry then only knows the
// screen's chunk, not the field's, and a dashboard that shows dates only on demand (the insights
// custom range) does not carry them on its first load (issue 16).
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './date-field';

export type { DateFieldProps } from './date-field';

const DateField = lazy(() => import('./date-field').then((m) => ({ default: m.DateField })));

/** The same field and props as DateField; a skeleton of its input holds the place while it loads. */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Skeleton height={props.size === 'xs' ? 30 : 36} w={props.w ?? 140} radius="sm" />}>
      <DateField {...props} />
    </Suspense>
  );
}
