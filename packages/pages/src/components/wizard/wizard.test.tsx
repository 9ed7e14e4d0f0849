import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../test/render';
import { Wizard } from './wizard';

function Harness({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Wizard
      labels={{ next: 'Next', back: 'Back', submit: 'Submit' }}
      onSubmit={() => onSubmit(name)}
      steps={[
        {
          id: 'name',
          label: 'Name',
          content: <TextInput label="Your name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} />,
          validate: () => {
            const ok = name.trim() !== '';
            setError(ok ? undefined : 'Required');
            return ok;
          },
        },
        { id: 'review', label: 'Review', content: <p>Review {name}</p> },
      ]}
    />
  );
}

describe('@atrium/pages/Wizard', () => {
  it('names each step button by what it shows (issue 23, WCAG 2.5.3: an aria-label hid the step number)', () => {
    renderPages(<Harness onSubmit={vi.fn()} />);
    const step = screen.getByRole('button', { name: /Review/ });
    expect(step).not.toHaveAttribute('aria-label');
    expect(step).toHaveAccessibleName(/2\s*Review/);
  });

  it('stays on a step that does not validate, moves on when it does, goes back, submits from the last step', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPages(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.queryByText('Review Ann')).toBeNull();
    await user.type(screen.getByLabelText('Your name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Review Ann')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('Ann');
  });
});
