// Which zod schemas of the contract describe which operation's bodies. Filled in step by step;
// an operation without an entry is documented without a body schema.
import { z } from 'zod';
import * as api from '@atrium/api';

type Bodies = { request?: unknown; response?: unknown };

const toJson = (schema: z.ZodType, io: 'input' | 'output'): unknown => {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return undefined;
  }
};

const OPERATIONS: Record<string, { request?: z.ZodType; response?: z.ZodType }> = {
  'POST login': { request: api.loginBodySchema },
  'POST register': { request: api.registerBodySchema },
  'GET invoices': { response: api.invoicesResponseSchema },
  'POST invoices': { request: api.invoiceInputSchema, response: api.invoiceSchema },
  'GET invoice': { response: api.invoiceDetailResponseSchema },
  'PUT invoice': { request: api.invoiceInputSchema, response: api.invoiceSchema },
};

export function contractSchemas(): { schemas: Record<string, unknown>; forOperation: (name: string, method: string) => Bodies } {
  return {
    schemas: {},
    forOperation(name, method) {
      const entry = OPERATIONS[`${method} ${name}`];
      if (!entry) return {};
      return {
        ...(entry.request ? { request: toJson(entry.request, 'input') } : {}),
        ...(entry.response ? { response: toJson(entry.response, 'output') } : {}),
      };
    },
  };
}
