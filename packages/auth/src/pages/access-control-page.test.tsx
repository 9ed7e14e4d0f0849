import { createAbility, rulesForRole, updateAbility } from '@atrium/acl';
import { AbilityProvider } from '@atrium/acl/react';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../test/render';
import { AccessControlPage } from './access-control-page';

const row = (subject: string) => {
  const header = screen.getByRole('rowheader', { name: subject });
  const tr = header.closest('tr');
  if (!tr) throw new Error(`no row for ${subject}`);
  return within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('@atrium/auth/AccessControlPage', () => {
  it('shows a client only reading AclDemo, and follows a role change live', () => {
    const ability = createAbility(rulesForRole('client'));
    renderAuth(
      <AbilityProvider ability={ability}>
        <AccessControlPage subjects={['User']} />
      </AbilityProvider>,
    );
    expect(row('AclDemo')).toEqual(['Allowed', 'Not allowed', 'Not allowed', 'Not allowed', 'Not allowed']);
    expect(row('User')).toEqual(['Not allowed', 'Not allowed', 'Not allowed', 'Not allowed', 'Not allowed']);
    expect(screen.getByText('Common')).toBeInTheDocument();
    expect(screen.queryByText('Only admins')).not.toBeInTheDocument();

    act(() => {
      updateAbility(ability, rulesForRole('admin'));
    });
    expect(row('User')).toEqual(['Allowed', 'Allowed', 'Allowed', 'Allowed', 'Allowed']);
    expect(screen.getByText('Only admins')).toBeInTheDocument();
  });
});
