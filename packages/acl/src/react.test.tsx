import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAbility, rulesForRole, updateAbility } from './ability';
import { AbilityProvider, Can, useAbility, useCan } from './react';

function Probe() {
  const can = useCan();
  const ability = useAbility();
  return (
    <p>
      {can('read', 'User') ? 'users:yes' : 'users:no'} {ability.can('read', 'AclDemo') ? 'demo:yes' : 'demo:no'}
    </p>
  );
}

describe('@atrium/acl/react', () => {
  it('<Can> and the hooks follow rule updates on the same ability', () => {
    const ability = createAbility(rulesForRole('client'));
    render(
      <AbilityProvider ability={ability}>
        <Probe />
        <Can I="read" a="User">
          <span>user list link</span>
        </Can>
      </AbilityProvider>,
    );
    expect(screen.getByText('users:no demo:yes')).toBeInTheDocument();
    expect(screen.queryByText('user list link')).not.toBeInTheDocument();
    act(() => {
      updateAbility(ability, rulesForRole('admin'));
    });
    expect(screen.getByText('users:yes demo:yes')).toBeInTheDocument();
    expect(screen.getByText('user list link')).toBeInTheDocument();
  });
});
