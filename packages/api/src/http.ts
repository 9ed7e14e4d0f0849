// What every client of the contract shares, with no schema in it: the errors a call can end
// with, how a query becomes a search string, how an answer's body is read. The insights client
// (./insights, a subpath of its own) imports this instead of ./client, which imports every schema
// of the back office: the landing dashboard loads the insights contract alone (issue 16).
import type { z } from 'zod';
import type { ApiConfig } from './config';

/** A non-2xx answer. `body` is the parsed JSON when the answer was JSON, else its text (or null). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly method: string,
    readonly url: string,
  ) {
    super(`${method} ${url} failed with ${status}`);
  }
}

/** A 2xx answer that does not match the contract: a bug in the backend or the contract. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${method} ${url}: the answer does not match the API contract:\n` +
        issues.map((i) => `  - ${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('\n'),
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Same shape as the boot-time configuration (./config). */
export type ApiClientOptions = ApiConfig;

type QueryScalar = string | number | boolean;
export type QueryInput = Record<string, QueryScalar | readonly QueryScalar[] | Record<string, QueryScalar | undefined> | null | undefined>;

/** Arrays repeat the key (calendars=a&calendars=b); objects use brackets (selectedDateRange[start]). */
export function toSearchParams(query: QueryInput = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) params.append(key, String(item));
    } else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value)) {
        if (subValue != null) params.append(`${key}[${sub}]`, String(subValue));
      }
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

/** A response's body: JSON where it parses, else its text, null when empty (the insights client reads the same way). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The first message per field of a 400 answer (`{ errors: { "client.companyEmail": ["Invalid email"] } }`),
 * ready for a form's setErrors; {} for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[key] = messages[0];
  }
  return out;
}

/** Whether `error` is a 409 (a write naming a version someone else's change left behind: reload). */
export function isStaleWriteError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409;
}
