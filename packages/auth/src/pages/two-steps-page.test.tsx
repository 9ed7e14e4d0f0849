import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../test/render';
import { TwoStepsPage } from './two-steps-page';

const digits = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }).map((input) => (input as HTMLInputElement).value);

describe('@atrium/auth/TwoStepsPage', () => {
  it('pasting a code fills all six inputs and verifies it', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn(() => Promise.resolve());
    renderAuth(<TwoStepsPage onVerify={onVerify} phoneHint="•••• ••• 1234" />);
    expect(screen.getByText('Sent to •••• ••• 1234')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    expect(digits()).toEqual(['1', '2', '3', '4', '5', '6']);
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(onVerify).toHaveBeenCalledWith({ code: '123456' });
    expect(await screen.findByText('Verified ✅')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });

  it('an incomplete code shows a translated inline error and is not sent', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn(() => Promise.resolve());
    renderAuth(<TwoStepsPage onVerify={onVerify} />, { language: 'he' });
    await user.click(screen.getByRole('textbox', { name: 'ספרה 1 מתוך 6' }));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'אימות החשבון' }));
    expect(screen.getByText('הזינו את כל שש הספרות של הקוד')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('shows a wrong code from the server under the inputs, and confirms a resend', async () => {
    const user = userEvent.setup();
    const onVerify = () => Promise.reject(Object.assign(new Error('400'), { errors: { code: ['Wrong code'] } }));
    const onResend = vi.fn(() => Promise.resolve());
    renderAuth(<TwoStepsPage onVerify={onVerify} onResend={onResend} />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    expect(digits()).toEqual(['0', '0', '0', '0', '0', '0']);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalled();
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
  });
});
