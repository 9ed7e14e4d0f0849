// zod schemas of the contract as @mantine/form validators, through Mantine's own Standard Schema
// resolver: the client checks the same rules the server does, so a 400 only happens for what
// only the server knows. Errors are keyed by dotted path, first message per field.
import { schemaResolver } from '@mantine/form';

export function zodValidate(schema: Parameters<typeof schemaResolver>[0]) {
  return schemaResolver(schema, { sync: true });
}

// the local date (core's dayjs helper), not the UTC one
export { todayIso } from '@atrium/core';
