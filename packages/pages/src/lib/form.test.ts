import { ApiError } from '@atrium/api';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pickErrors, serverErrors, zodErrors } from './form';

// the key itself, so a test sees which translation a code maps to
const t = ((key: string) => key) as unknown as TFunction;

const schema = z.object({
  name: z.string().min(1, 'required'),
  address: z.object({ zip: z.string().regex(/^\d{5}$/, 'zip'), city: z.string().min(1, 'required').max(3, 'tooLong') }),
});

describe('@atrium/pages/lib/form', () => {
  it('zodErrors: one translated message per dot path, the first issue wins, under the prefix', () => {
    const errors = zodErrors(schema, { name: '', address: { zip: 'x', city: '' } }, t, 'order');
    expect(errors).toEqual({ 'order.name': 'validation.required', 'order.address.zip': 'validation.zip', 'order.address.city': 'validation.required' });
    expect(zodErrors(schema, { name: 'A', address: { zip: '12345', city: 'Rio' } }, t)).toEqual({});
  });

  it('zodErrors: a message that is not one of the codes reads as "invalid", never as raw text', () => {
    expect(zodErrors(z.object({ age: z.number() }), { age: 'x' }, t)).toEqual({ age: 'validation.invalid' });
  });

  it('pickErrors keeps one step’s fields and their children', () => {
    expect(pickErrors({ 'address.zip': 'a', addressee: 'b', name: 'c' }, ['address'])).toEqual({ 'address.zip': 'a' });
  });

  it('serverErrors: a 400 with field codes maps onto the fields; any other failure is undefined', () => {
    const bad = new ApiError(400, { errors: { email: ['email'], name: ['required', 'tooLong'] } }, 'POST', '/api/x');
    expect(serverErrors(bad, t)).toEqual({ email: 'validation.email', name: 'validation.required' });
    expect(serverErrors(new ApiError(500, { message: 'boom' }, 'POST', '/api/x'), t)).toBeUndefined();
    // a 400 that names no field would otherwise leave the form silent: the caller shows its failure
    expect(serverErrors(new ApiError(400, { errors: {} }, 'POST', '/api/x'), t)).toBeUndefined();
    expect(serverErrors(new Error('offline'), t)).toBeUndefined();
  });
});
