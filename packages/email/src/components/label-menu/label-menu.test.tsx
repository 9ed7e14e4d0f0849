import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEmail } from '../../test/render';
import { LabelMenu } from './label-menu';

describe('@atrium/email/LabelMenu', () => {
  it('for many messages: plain items that apply a label and close the menu', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderEmail(<LabelMenu position="bottom-start" onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    expect(await screen.findByRole('menuitem', { name: 'Company', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Company', hidden: true })).not.toHaveAttribute('aria-checked');
    await user.click(screen.getByRole('menuitem', { name: 'Company', hidden: true }));
    expect(onToggle).toHaveBeenCalledWith('company');
    await vi.waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
  });

  // Mantine's Menu.Item keeps role="menuitem" whatever the caller passes; aria-checked says the state
  it('for one message: items that say which labels are on, and the menu stays open', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderEmail(<LabelMenu position="bottom-end" onToggle={onToggle} checked={['important']} />);
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    const important = await screen.findByRole('menuitem', { name: /Important/, hidden: true });
    expect(important).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitem', { name: 'Personal', hidden: true })).toHaveAttribute('aria-checked', 'false');
    await user.click(important);
    expect(onToggle).toHaveBeenCalledWith('important');
    expect(screen.getByRole('menu', { hidden: true })).toBeInTheDocument();
  });

  it('is disabled while an action runs', () => {
    renderEmail(<LabelMenu position="bottom-start" disabled onToggle={() => {}} />);
    expect(screen.getByRole('button', { name: 'Labels' })).toBeDisabled();
  });
});
