export { authModule, authNav, AUTH_PAGES_PREFIX, AUTH_VARIANT_PAGES } from './module';
export { AUTH_NAMESPACE } from './namespace';

export { AccessControlPage, ACCESS_ACTIONS, type AccessControlPageProps, type AccessPlace, type AccessPlaceSection } from './pages/access-control-page';
export { ForgotPasswordPage, type ForgotPasswordPageProps } from './pages/forgot-password-page';
export { DEMO_ACCOUNTS, LoginPage, type DemoAccount, type LoginPageProps } from './pages/login-page';
export { RegisterMultiStepsPage, type RegisterMultiStepsPageProps } from './pages/register-multi-steps-page';
export { RegisterPage, type RegisterPageProps } from './pages/register-page';
export { ResetPasswordPage, type ResetPasswordPageProps } from './pages/reset-password-page';
export { TwoStepsPage, type TwoStepsPageProps } from './pages/two-steps-page';
export { VerifyEmailPage, type VerifyEmailPageProps } from './pages/verify-email-page';

export { AuthIllustration, type AuthIllustrationKind, type AuthIllustrationProps } from './components/auth-illustration/auth-illustration';
export { AuthLayout, type AuthLayoutProps, type AuthVariant } from './components/auth-layout/auth-layout';
export { BrandHeader, BrandLogo } from './components/brand-header/brand-header';
export { CodeInput, type CodeInputProps } from './components/code-input/code-input';
export { PasswordField, type PasswordFieldProps } from './components/password-field/password-field';
export { passwordStrength, type PasswordStrength } from './components/password-field/password-strength';
export { SuccessState, type SuccessStateProps } from './components/success-state/success-state';

export { fieldErrorsFrom, type FieldErrors } from './form';
export {
  AuthLink,
  AuthRoutingProvider,
  DEFAULT_AUTH_LINKS,
  useAuthLinks,
  type AuthLinkComponent,
  type AuthLinkProps,
  type AuthLinks,
  type AuthRoutingProviderProps,
} from './links';
export {
  CODE_LENGTH,
  forgotPasswordSchema,
  loginSchema,
  multiStepSchemas,
  PLANS,
  registerSchema,
  resetPasswordSchema,
  twoStepsSchema,
  type ForgotPasswordValues,
  type LoginValues,
  type Plan,
  type RegisterMultiStepsValues,
  type RegisterValues,
  type ResetPasswordValues,
  type TwoStepsValues,
} from './schemas';
