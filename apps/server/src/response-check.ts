// The server checks its own answers against the contract: a 2xx JSON answer of an operation
// whose schema the contract names is parsed with it. A mismatch is a server bug; it is logged
// with the failing fields and answered as a 500, so a drift fails loudly in tests and never
// reaches a client as data the typed client would reject anyway.
import { API_PATHS } from '@atrium/api';
import type { z } from 'zod';
import { responseSchema } from './openapi-schemas';

interface Matcher {
  name: string;
  re: RegExp;
  params: number;
}

const MATCHERS: Matcher[] = Object.entries(API_PATHS)
  .map(([name, pattern]) => ({
    name,
    params: (pattern.match(/:/g) ?? []).length,
    re: new RegExp(`^${pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`),
  }))
  // literal segments win over parameters: /users/stats before /users/:id
  .sort((a, b) => a.params - b.params);

/** The contract schema for the answer to `method path`, or undefined. */
export function answerSchema(method: string, path: string): z.ZodType | undefined {
  for (const m of MATCHERS) {
    if (!m.re.test(path)) continue;
    const schema = responseSchema(m.name, method);
    if (schema) return schema;
  }
  return undefined;
}

export type CheckResult = { ok: true } | { ok: false; issues: string[] };

export async function checkAnswer(method: string, path: string, response: Response): Promise<CheckResult> {
  if (response.status < 200 || response.status >= 300 || !(response.headers.get('Content-Type') ?? '').includes('application/json')) return { ok: true };
  const schema = answerSchema(method, path);
  if (!schema) return { ok: true };
  const body: unknown = await response.clone().json();
  const result = schema.safeParse(body);
  return result.success ? { ok: true } : { ok: false, issues: result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) };
}
