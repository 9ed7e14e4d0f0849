import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSearch } from './search';

const schema = z.object({ page: z.coerce.number().int().min(1).catch(1), q: z.string().catch('') });

describe('@atrium/dashboard/parseSearch', () => {
  it('reads good values and falls back per field on bad ones', () => {
    expect(parseSearch(schema, { page: '3', q: 'tv' })).toEqual({ page: 3, q: 'tv' });
    expect(parseSearch(schema, { page: '-2', q: 42 })).toEqual({ page: 1, q: '' });
  });

  it('yields the defaults when the whole object is rejected', () => {
    const strict = z.object({ page: z.coerce.number().default(1) }).strict();
    expect(parseSearch(strict, { page: '2', extra: 'x' })).toEqual({ page: 1 });
  });
});
