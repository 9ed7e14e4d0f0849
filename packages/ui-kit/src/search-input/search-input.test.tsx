import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { SearchInput } from './search-input';

describe('@atrium/ui-kit/SearchInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const type = (value: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value } });

  it('reports the value once the user pauses, not on every keystroke', () => {
    const onChange = vi.fn();
    renderKit(<SearchInput value="" onChange={onChange} aria-label="Search products" />);
    type('m');
    type('mu');
    act(() => vi.advanceTimersByTime(299));
    type('mug');
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('mug');
  });

  it('honours a custom delay and reports at once on Enter', () => {
    const onChange = vi.fn();
    renderKit(<SearchInput value="" onChange={onChange} delay={1000} aria-label="Search" />);
    type('lamp');
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('lamp');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows the value prop when it changes from outside and drops the pending report', () => {
    const onChange = vi.fn();
    const { rerender } = renderKit(<SearchInput value="desk" onChange={onChange} aria-label="Search" />);
    expect(screen.getByRole('searchbox')).toHaveValue('desk');
    type('desk la');
    rerender(<SearchInput value="" onChange={onChange} aria-label="Search" />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps keystrokes typed while its own earlier report comes back through the URL', () => {
    const onChange = vi.fn();
    const { rerender } = renderKit(<SearchInput value="" onChange={onChange} aria-label="Search" />);
    type('mu');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('mu');
    type('mug');
    rerender(<SearchInput value="mu" onChange={onChange} aria-label="Search" />);
    expect(screen.getByRole('searchbox')).toHaveValue('mug');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('mug');
  });

  it('clears with the clear button and reports the empty search at once', () => {
    const onChange = vi.fn();
    renderKit(<SearchInput value="mug" onChange={onChange} aria-label="Search" clearLabel="Clear" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});
