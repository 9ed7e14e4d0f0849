import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../test/render';
import { DEMO_ACCOUNTS, LoginPage } from './login-page';

/** What the api client throws for SPEC §8's 400 (ApiError with the parsed body). */
class FakeApiError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`POST /api/auth/login failed with ${status}`);
  }
}

describe('@atrium/auth/LoginPage', () => {
  it('shows the API field error under email and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new FakeApiError(400, { errors: { email: ['Invalid email or password'] } })));
    renderAuth(<LoginPage onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Atrium! 👋' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    // the form's schema loads on submit, so the call comes a tick later
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@demo.com', password: 'wrong-password', remember: false }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email or password'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
  });

  it('validates before calling the API, with inline translated errors', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderAuth(<LoginPage onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a form-level message when the failure has no field errors', async () => {
    const user = userEvent.setup();
    renderAuth(<LoginPage onSubmit={() => Promise.reject(new Error('network down'))} initialValues={{ email: 'a@b.co', password: 'x' }} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('offers no demo credentials unless the app passes them (a build on a real server must not)', () => {
    renderAuth(<LoginPage onSubmit={() => Promise.resolve()} />);
    expect(screen.queryByText(/demo\.com/)).not.toBeInTheDocument();
  });

  it('shows the demo credentials and fills them in, with remember me and show/hide', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderAuth(<LoginPage onSubmit={onSubmit} demoAccounts={DEMO_ACCOUNTS} />);
    expect(screen.getByText('Admin: admin@demo.com / password: admin')).toBeInTheDocument();
    expect(screen.getByText('Client: client@demo.com / password: client')).toBeInTheDocument();
    // Issue 23 (WCAG 2.5.3): the name is the visible text, the action its description.
    const admin = screen.getByRole('button', { name: 'Admin: admin@demo.com / password: admin' });
    expect(admin).toHaveAccessibleDescription('Fill in the admin account');
    const client = screen.getByRole('button', { name: 'Client: client@demo.com / password: client' });
    expect(client).toHaveAccessibleDescription('Fill in the client account');
    await user.click(client);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'client@demo.com', password: 'client', remember: true });
  });

  it('links to forgot password and register through the given paths', () => {
    renderAuth(<LoginPage onSubmit={() => Promise.resolve()} links={{ register: '/pages/authentication/register-v1' }} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/pages/authentication/register-v1');
  });

  it('underlines the link inside the sentence (issue 23: told apart by colour alone in dark mode)', () => {
    renderAuth(<LoginPage onSubmit={() => Promise.resolve()} />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('data-underline', 'always');
  });
});
