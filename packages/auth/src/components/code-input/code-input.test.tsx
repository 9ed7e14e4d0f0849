import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../test/render';
import { CodeInput } from './code-input';

function Harness({ onComplete, initial = '' }: { onComplete?: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput label="Security code" value={value} onChange={setValue} onComplete={onComplete} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('@atrium/auth/CodeInput', () => {
  it('labels the group and each digit', () => {
    renderAuth(<Harness />);
    expect(screen.getByRole('group', { name: 'Security code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeInTheDocument();
  });

  it('advances as digits are typed and ignores other characters', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderAuth(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12a3');
    expect(boxes()[3]).toHaveFocus();
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('"123"');
    await user.keyboard('456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('paste fills every box from any box', async () => {
    const user = userEvent.setup();
    renderAuth(<Harness />);
    await user.click(boxes()[2] as HTMLElement);
    await user.paste('987 654');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('backspace on an empty box clears and focuses the previous one', async () => {
    const user = userEvent.setup();
    renderAuth(<Harness initial="12" />);
    await user.click(boxes()[2] as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[0]).toHaveValue('1');
  });

  it('keeps the position of a digit typed into a later box', async () => {
    const user = userEvent.setup();
    renderAuth(<Harness />);
    await user.click(boxes()[2] as HTMLElement);
    await user.keyboard('5');
    expect(boxes()[2]).toHaveValue('5');
    expect(boxes()[0]).toHaveValue('');
  });
});
