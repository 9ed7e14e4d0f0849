import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** the applied search, usually from the URL; the field follows it when it changes from outside */
  value: string;
  /** called with the new search after the user pauses typing (and at once on clear or Enter) */
  onChange: (value: string) => void;
  /** debounce in milliseconds @default 300 */
  delay?: number;
  /** accessible name of the clear button @default 'Clear search' */
  clearLabel?: string;
}

function SearchGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** A search field that reports what was typed after a pause, so each keystroke is not a request. */
export function SearchInput({ value, onChange, delay = 300, clearLabel = 'Clear search', placeholder = 'Search…', onKeyDown, ...rest }: SearchInputProps) {
  const [text, setText] = useState(value);
  // What this field last reported. When the parent echoes it back (often a tick later, after the
  // URL updates) it must not overwrite keystrokes typed in the meantime.
  const [emitted, setEmitted] = useState(value);
  const emittedRef = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  const emit = (next: string) => {
    clearTimeout(timer.current);
    emittedRef.current = next;
    setEmitted(next);
    latestOnChange.current(next);
  };

  // A value from outside (back/forward, a "reset filters" button) replaces what is in the field.
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (value !== emitted) {
      setText(value);
      setEmitted(value);
    }
  }
  useEffect(() => {
    if (value !== emittedRef.current) {
      clearTimeout(timer.current);
      emittedRef.current = value;
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(next), delay);
  };

  return (
    <TextInput
      role="searchbox"
      placeholder={placeholder}
      {...rest}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text !== value) emit(text);
        onKeyDown?.(event);
      }}
      leftSection={<SearchGlyph />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              setText('');
              emit('');
            }}
          />
        ) : null
      }
    />
  );
}
