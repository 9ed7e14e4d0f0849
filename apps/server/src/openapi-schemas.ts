// Which zod schemas of the contract describe each operation: its query, its JSON body and its
// JSON answer (the same schemas the typed client in @atrium/api parses answers with). Turned
// into JSON Schema (draft 2020-12, what OpenAPI 3.1 uses) by zod 4's z.toJSONSchema.
import { API_OPERATIONS, type OperationSchemas } from '@atrium/api';
import { z } from 'zod';

/**
 * `${pathName} ${METHOD}` → schemas, from the contract's own table (API_OPERATIONS in
 * @atrium/api, which the contract walk checks); an operation with none answers 204 or has no body.
 */
const OPERATIONS: Record<string, OperationSchemas> = Object.fromEntries(
  Object.entries(API_OPERATIONS as Record<string, Record<string, OperationSchemas>>).flatMap(([name, methods]) =>
    Object.entries(methods).filter(([, schemas]) => Object.keys(schemas).length > 0).map(([method, schemas]) => [`${name} ${method}`, schemas] as const),
  ),
);

export interface OperationDoc {
  parameters: Array<Record<string, unknown>>;
  requestBody?: unknown;
  response?: unknown;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  // transforms and refinements cannot be expressed: they are documented as what they accept
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

/** Query parameters from a query schema's properties; nested objects use deepObject (`range[start]=`). */
function queryParameters(schema: z.ZodType): Array<Record<string, unknown>> {
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property.type === 'object' ? { style: 'deepObject', explode: true } : {}),
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

/** The documented query, body and answer of `pathName` + `method`. */
export function operationDoc(pathName: string, method: string): OperationDoc {
  const entry = OPERATIONS[`${pathName} ${method}`];
  if (!entry) return { parameters: [] };
  return {
    parameters: entry.query ? queryParameters(entry.query) : [],
    ...(entry.body ? { requestBody: jsonSchema(entry.body, 'input') } : {}),
    ...(entry.response ? { response: jsonSchema(entry.response, 'output') } : {}),
  };
}

/** The contract's schema of a 2xx answer of `pathName` + `method`, if it names one. */
export function responseSchema(pathName: string, method: string): z.ZodType | undefined {
  return OPERATIONS[`${pathName} ${method}`]?.response;
}

/** Operations of the map that the contract does not serve (a renamed path), for the test. */
export function unknownOperations(served: ReadonlySet<string>): string[] {
  return Object.keys(OPERATIONS).filter((key) => !served.has(key));
}
