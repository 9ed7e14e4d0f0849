import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShowcase } from '../../test/render';
import ValidationDemo from './validation-demo';

describe('form-validation demo', () => {
  it('shows translated errors for an empty submit and accepts a valid form', async () => {
    const user = userEvent.setup();
    renderShowcase(<ValidationDemo />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('At least 3 characters')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(screen.getByText('Please accept the terms')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Username/), 'ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@');
    await user.type(screen.getByLabelText(/Age/), '36');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.type(screen.getByLabelText(/Confirm password/), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('At least 3 characters')).not.toBeInTheDocument();
  });
});
