// The other sign-in screens, each design variant at its route: forgot and reset password, sign-up
// (one page and multi-step), verify email, and the client's access-control home. Their forms
// validate before they send: the validation stories submit them empty.
import { createAbility, rulesForRole } from '@atrium/acl';
import { AbilityProvider } from '@atrium/acl/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthLocales } from '../test/story-decorators';
import { AccessControlPage } from './access-control-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterMultiStepsPage } from './register-multi-steps-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const register = async () => {
  await wait(300);
};

const meta = {
  title: 'auth/Screens',
  decorators: [withAuthLocales],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

interface PlayArgs {
  canvasElement: HTMLElement;
  userEvent: { click: (element: Element) => Promise<void> };
}

/** Submits the form as it is and expects its fields to say what is wrong (aria-invalid), without sending. */
async function submitEmpty({ canvasElement, userEvent }: PlayArgs) {
  const submit = canvasElement.querySelector('form button[type="submit"]');
  if (!submit) throw new Error('no submit button');
  await userEvent.click(submit);
  const end = Date.now() + 5000;
  while (canvasElement.querySelectorAll('[aria-invalid="true"]').length === 0) {
    if (Date.now() > end) throw new Error('the empty form was sent without a validation error');
    await wait(50);
  }
}

export const ForgotPasswordV1: Story = { render: () => <ForgotPasswordPage variant="v1" />, parameters: { route: '/pages/authentication/forgot-password-v1' } };
export const ForgotPasswordV2: Story = { render: () => <ForgotPasswordPage variant="v2" />, parameters: { route: '/pages/authentication/forgot-password-v2' } };
export const ForgotPassword: Story = { render: () => <ForgotPasswordPage variant="v2" />, parameters: { route: '/forgot-password' } };
export const ForgotPasswordInvalid: Story = { render: () => <ForgotPasswordPage variant="v1" />, play: submitEmpty };
export const ResetPasswordV1: Story = { render: () => <ResetPasswordPage variant="v1" />, parameters: { route: '/pages/authentication/reset-password-v1' } };
export const ResetPasswordV2: Story = { render: () => <ResetPasswordPage variant="v2" />, parameters: { route: '/pages/authentication/reset-password-v2' } };
export const RegisterV1: Story = { render: () => <RegisterPage variant="v1" onRegister={register} />, parameters: { route: '/pages/authentication/register-v1' } };
export const RegisterV2: Story = { render: () => <RegisterPage variant="v2" onRegister={register} />, parameters: { route: '/pages/authentication/register-v2' } };
export const Register: Story = { render: () => <RegisterPage variant="v2" onRegister={register} />, parameters: { route: '/register' } };
export const RegisterInvalid: Story = { render: () => <RegisterPage variant="v1" onRegister={register} />, play: submitEmpty };
export const RegisterMultiSteps: Story = { render: () => <RegisterMultiStepsPage />, parameters: { route: '/pages/authentication/register-multi-steps' } };
export const VerifyEmailV1: Story = {
  render: () => <VerifyEmailPage variant="v1" email="john.doe@example.com" onResend={() => wait(300)} />,
  parameters: { route: '/pages/authentication/verify-email-v1' },
};
export const VerifyEmailV2: Story = {
  render: () => <VerifyEmailPage variant="v2" email="john.doe@example.com" onResend={() => wait(300)} />,
  parameters: { route: '/pages/authentication/verify-email-v2' },
};
export const VerifyEmailLongAddress: Story = {
  render: () => <VerifyEmailPage variant="v1" email="a.very.long.mailbox.name.for.testing.wrapping@subdomain.of.an.example-company.com" />,
};
const SECTIONS = [
  {
    title: 'Apps',
    places: [
      { title: 'Invoices', href: '/apps/invoice/list' },
      { title: 'Calendar', href: '/apps/calendar' },
    ],
  },
];
export const AccessControlAsClient: Story = {
  decorators: [(Story) => <AbilityProvider ability={createAbility(rulesForRole('client'))}>{Story()}</AbilityProvider>],
  render: () => <AccessControlPage account={{ name: 'Client Demo', email: 'client@demo.com', role: 'Client' }} sections={SECTIONS} subjects={['Invoice', 'Calendar', 'AclDemo']} />,
  parameters: { route: '/access-control' },
};
export const AccessControlSignedOut: Story = {
  decorators: [(Story) => <AbilityProvider ability={createAbility([])}>{Story()}</AbilityProvider>],
  render: () => <AccessControlPage sections={[]} subjects={[]} />,
};
