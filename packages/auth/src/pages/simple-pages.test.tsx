// Register, forgot, reset and verify: each validates, calls the app, and shows its end state.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthRoutingProvider } from '../links';
import { renderAuth } from '../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

type User = ReturnType<typeof userEvent.setup>;
async function fill(user: User, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

describe('@atrium/auth/RegisterPage', () => {
  it('needs the terms, then hands the values to onRegister', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn(() => Promise.resolve());
    renderAuth(<RegisterPage onRegister={onRegister} />);
    await fill(user, /^Username/, 'johnny');
    await fill(user, /^Email/, 'john@example.com');
    await fill(user, /^Password/, 'Str0ng!pass');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Accept the privacy policy and terms to continue')).toBeInTheDocument();
    expect(onRegister).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onRegister).toHaveBeenCalledWith({ username: 'johnny', email: 'john@example.com', password: 'Str0ng!pass', terms: true });
  });

  it('shows a server field error under its field', async () => {
    const user = userEvent.setup();
    const onRegister = () => Promise.reject(Object.assign(new Error('400'), { body: { errors: { email: 'Email already taken' } } }));
    renderAuth(<RegisterPage onRegister={onRegister} />);
    await fill(user, /^Username/, 'johnny');
    await fill(user, /^Email/, 'john@example.com');
    await fill(user, /^Password/, 'Str0ng!pass');
    await user.click(screen.getByLabelText('I agree to the privacy policy and terms'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Email already taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('johnny');
  });

  it('renders links through the configured link component', () => {
    function RouterLink({ href, children, className }: { href: string; children?: ReactNode; className?: string }) {
      return (
        <a href={href} className={className} data-router="yes">
          {children}
        </a>
      );
    }
    renderAuth(
      <AuthRoutingProvider linkComponent={RouterLink} links={{ login: '/sign-in' }}>
        <RegisterPage onRegister={() => Promise.resolve()} variant="v2" />
      </AuthRoutingProvider>,
    );
    const link = screen.getByRole('link', { name: 'Sign in instead' });
    expect(link).toHaveAttribute('href', '/sign-in');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});

describe('@atrium/auth/ForgotPasswordPage', () => {
  it('validates the email, then shows where the link went', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderAuth(<ForgotPasswordPage onSubmit={onSubmit} variant="v2" />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    await fill(user, /^Email/, ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com' });
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ann@example.com');
    expect(screen.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login');
  });
});

describe('@atrium/auth/ResetPasswordPage', () => {
  it('needs matching passwords of 8+ characters, then confirms', async () => {
    const user = userEvent.setup();
    renderAuth(<ResetPasswordPage />);
    await fill(user, /^New password/, 'short');
    await fill(user, /^Confirm password/, 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await fill(user, /^New password/, 'longenough1');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await fill(user, /^Confirm password/, 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed ✅')).toBeInTheDocument();
  });
});

describe('@atrium/auth/VerifyEmailPage', () => {
  it('names the address, skips to home and confirms a resend', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn(() => Promise.resolve());
    renderAuth(<VerifyEmailPage email="john@example.com" onResend={onResend} links={{ home: '/access-control' }} />);
    expect(screen.getByText(/sent to your email address: john@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/access-control');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Email sent again')).toBeInTheDocument();
  });

  it('says so when the resend fails', async () => {
    const user = userEvent.setup();
    renderAuth(<VerifyEmailPage email="john@example.com" onResend={() => Promise.reject(new Error('down'))} />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'إعادة الإرسال' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ ما');
  });
});
