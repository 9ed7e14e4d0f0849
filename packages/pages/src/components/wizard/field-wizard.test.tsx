import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WizardExamplePage } from '../../pages/wizard-examples';
import { renderPages } from '../../test/render';

describe('FieldWizard (create deal)', () => {
  it('checks only the current step and keeps the user there until it is valid', async () => {
    const user = userEvent.setup();
    renderPages(<WizardExamplePage example="create-deal" title="create-deal" />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // discount and region are both empty
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Discount' }), '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(1));
    // still on the first step: the second step's fields are not shown
    expect(screen.queryByRole('textbox', { name: 'Deal title' })).not.toBeInTheDocument();
  });
});
