// The shared date field behind React.lazy: @mantine/dates and the dayjs locales load when a date
// field is first shown (a custom range, a branch's day), not with the landing dashboard, whose JS
// is held to its wire budget (issue 16).
import { Skeleton } from '@mantine/core';
import type { DateFieldProps } from '@atrium/ui-kit/date-field';
import { lazy, Suspense } from 'react';

const DateField = lazy(() => import('@atrium/ui-kit/date-field').then((m) => ({ default: m.DateField })));

export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Skeleton height={props.size === 'xs' ? 30 : 36} w={props.w ?? 140} radius="sm" />}>
      <DateField {...props} />
    </Suspense>
  );
}
