import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../test/render';
import { RegisterMultiStepsPage } from './register-multi-steps-page';

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text; pasting keeps this long walk through three steps fast. */
async function fill(user: User, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

describe('@atrium/auth/RegisterMultiStepsPage', () => {
  it('blocks Next on an invalid step, then walks account → personal → billing and submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderAuth(<RegisterMultiStepsPage onSubmit={onSubmit} />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    // Step 1: nothing filled, then a mismatched confirmation.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Use at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    await fill(user, /^Username/, 'johnny');
    await fill(user, /^Email/, 'john@example.com');
    await fill(user, /^Password/, 'Str0ng!pass');
    await fill(user, /^Confirm password/, 'Str0ng!pasz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await fill(user, /^Confirm password/, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: a bad mobile number blocks it.
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await fill(user, /^First name/, 'John');
    await fill(user, /^Last name/, 'Doe');
    await fill(user, /^Mobile/, 'abc');
    await fill(user, /^Postal code/, '10001');
    await fill(user, /^Address/, '1 Main St');
    await fill(user, /^City/, 'New York');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await fill(user, /^Mobile/, '+1 202 555 0147');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 3: submit needs a plan and card details.
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Choose a plan')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const plans = screen.getByRole('radiogroup');
    await user.click(within(plans).getByRole('radio', { name: /Standard/ }));
    await fill(user, /^Card number/, '4242 4242 4242 4242');
    await fill(user, /^Name on card/, 'John Doe');
    await fill(user, /^Expiry date/, '12/30');
    await fill(user, /^Security code/, '123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'johnny', email: 'john@example.com', city: 'New York', plan: 'standard', cardNumber: '4242424242424242' }),
    );
    expect(await screen.findByText("You're all set 🎉")).toBeInTheDocument();
  }, 60_000);

  it('Previous goes back without validating and keeps the values', async () => {
    const user = userEvent.setup();
    renderAuth(<RegisterMultiStepsPage />);
    await fill(user, /^Username/, 'johnny');
    await fill(user, /^Email/, 'john@example.com');
    await fill(user, /^Password/, 'Str0ng!pass');
    await fill(user, /^Confirm password/, 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('johnny');
  });
});
