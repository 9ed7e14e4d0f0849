// Form schemas. Messages are i18n keys in the auth namespace (`validation.*`): the form
// translates them when it shows them, so one schema serves every language.
import { z } from 'zod';

const email = z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid'));
const newPassword = z.string().min(1, 'validation.passwordRequired').min(8, 'validation.passwordTooShort');
const required = z.string().trim().min(1, 'validation.required');

/** Passwords that must match: the mismatch is reported on the confirmation field. */
function withConfirmation<T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(schema: T) {
  return schema.refine((values) => values.password === values.confirmPassword, {
    message: 'validation.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
}

export { loginSchema, type LoginValues } from './login-schema';

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'validation.usernameTooShort')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'validation.usernameInvalid');

export const registerSchema = z.object({
  username: usernameSchema,
  email,
  password: newPassword,
  terms: z.literal(true, 'validation.termsRequired'),
});
export type RegisterValues = z.infer<typeof registerSchema>;
/** What the form holds before validation: terms starts unchecked. */
export type RegisterFormValues = Omit<RegisterValues, 'terms'> & { terms: boolean };

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = withConfirmation(z.object({ password: newPassword, confirmPassword: z.string() }));
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const CODE_LENGTH = 6;
export const twoStepsSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'validation.codeInvalid') });
export type TwoStepsValues = z.infer<typeof twoStepsSchema>;

export const PLANS = ['basic', 'standard', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** Steps of the multi-step registration, each validated before the next opens. */
export const multiStepSchemas = {
  account: withConfirmation(z.object({ username: usernameSchema, email, password: newPassword, confirmPassword: z.string() })),
  personal: z.object({
    firstName: required,
    lastName: required,
    mobile: z.string().trim().regex(/^\+?[\d\s()-]{7,20}$/, 'validation.mobileInvalid'),
    pincode: z.string().trim().regex(/^[A-Za-z0-9\s-]{3,10}$/, 'validation.pincodeInvalid'),
    address: required,
    city: required,
  }),
  billing: z.object({
    plan: z.enum(PLANS, 'validation.planRequired'),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'validation.cardNumberInvalid')),
    cardName: required,
    expiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'validation.expiryInvalid'),
    cvv: z.string().trim().regex(/^\d{3,4}$/, 'validation.cvvInvalid'),
  }),
} as const;

export type MultiStepKey = keyof typeof multiStepSchemas;
export const MULTI_STEP_KEYS = ['account', 'personal', 'billing'] as const satisfies readonly MultiStepKey[];

export type RegisterMultiStepsValues = z.infer<(typeof multiStepSchemas)['account']> &
  z.infer<(typeof multiStepSchemas)['personal']> &
  z.infer<(typeof multiStepSchemas)['billing']>;
/** The form's values: everything is a string until validated (plan may still be empty). */
export type RegisterMultiStepsFormValues = Omit<RegisterMultiStepsValues, 'plan'> & { plan: Plan | '' };
