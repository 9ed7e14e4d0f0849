import { describe, expect, it } from 'vitest';
import { passwordStrength } from './components/password-field/password-strength';
import { fieldErrorsFrom, localizeApiMessage } from './form';
import { loginSchema, multiStepSchemas, twoStepsSchema } from './schemas';

describe('@atrium/auth/fieldErrorsFrom', () => {
  it('reads SPEC §8 errors from the error, its body (ApiError) or its cause', () => {
    const errors = { email: ['Invalid email or password'] };
    expect(fieldErrorsFrom({ errors })).toEqual({ email: 'Invalid email or password' });
    expect(fieldErrorsFrom(Object.assign(new Error('400'), { body: { errors } }))).toEqual({ email: 'Invalid email or password' });
    expect(fieldErrorsFrom(new Error('wrapped', { cause: { errors: { code: 'Wrong' } } }))).toEqual({ code: 'Wrong' });
  });

  it('gives nothing for errors without field messages', () => {
    for (const error of [undefined, null, 'boom', new Error('x'), { errors: { email: [] } }, { errors: 'nope' }, { body: 'text' }]) {
      expect(fieldErrorsFrom(error)).toEqual({});
    }
  });

  it('maps the known API messages to translation keys', () => {
    expect(localizeApiMessage('Invalid email or password')).toBe('errors.invalidCredentials');
    expect(localizeApiMessage('Email already taken')).toBe('Email already taken');
  });
});

describe('@atrium/auth/schemas', () => {
  it('login needs an email and any password (the server checks the pair)', () => {
    expect(loginSchema.safeParse({ email: 'admin@demo.com', password: 'admin', remember: false }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'admin', password: '', remember: false }).success).toBe(false);
  });

  it('codes are exactly six digits', () => {
    expect(twoStepsSchema.safeParse({ code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12 456', 'abcdef']) expect(twoStepsSchema.safeParse({ code }).success).toBe(false);
  });

  it('billing strips card spaces and checks the expiry format', () => {
    const ok = multiStepSchemas.billing.parse({ plan: 'basic', cardNumber: '4242 4242 4242 4242', cardName: 'A', expiry: '01/29', cvv: '123' });
    expect(ok.cardNumber).toBe('4242424242424242');
    expect(multiStepSchemas.billing.safeParse({ ...ok, expiry: '13/29' }).success).toBe(false);
  });
});

describe('@atrium/auth/passwordStrength', () => {
  it('scores length, case, digits and symbols; short is weak', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('Ab1!')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abcdefg1')).toBe(2);
    expect(passwordStrength('Abcdefg1')).toBe(3);
    expect(passwordStrength('Abcdef1!')).toBe(4);
  });
});
