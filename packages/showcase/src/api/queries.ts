// Query options of the showcase, all keyed through `showcaseKeys`.
import { getApiClient } from '@atrium/api';
import { queryOptions } from '@tanstack/react-query';

export const showcaseKeys = {
  all: ['showcase'] as const,
  salesDetails: () => [...showcaseKeys.all, 'sales-details'] as const,
};

export function salesDetailsQuery() {
  return queryOptions({ queryKey: showcaseKeys.salesDetails(), queryFn: () => getApiClient().getSalesDetails() });
}
