// Six single-digit boxes for one-time codes: typing advances, Backspace on an empty box goes
// back, arrows move, and pasting (or SMS autofill) spreads the digits over the boxes.
import { Group, Input, Text } from '@mantine/core';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../namespace';

export interface CodeInputProps {
  /** the code so far; an unfilled box is a space, trailing spaces are dropped */
  value: string;
  onChange: (value: string) => void;
  /** called once every box holds a digit */
  onComplete?: (code: string) => void;
  length?: number;
  label: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

const BLANK = ' ';
const digitsOf = (text: string) => text.replace(/\D/g, '');

export function CodeInput({ value, onChange, onComplete, length = 6, label, error, disabled, autoFocus }: CodeInputProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const labelId = useId();
  const errorId = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = Array.from({ length }, (_, i) => {
    const char = value.charAt(i);
    return /\d/.test(char) ? char : '';
  });

  const focus = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    const code = next.map((d) => (d === '' ? BLANK : d)).join('').trimEnd();
    onChange(code);
    if (next.every((d) => d !== '')) onComplete?.(code);
  };

  /** Writes digits from `index` on; returns the index of the last box written. */
  const fill = (index: number, digits: string) => {
    const next = [...boxes];
    let last = index;
    for (let k = 0; k < digits.length && index + k < length; k += 1) {
      next[index + k] = digits.charAt(k);
      last = index + k;
    }
    commit(next);
    return last;
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (raw === '' || digits === '') {
      if (raw === '') {
        const next = [...boxes];
        next[index] = '';
        commit(next);
      }
      return;
    }
    // Typing over a filled box gives two characters: keep the new one.
    const incoming = digits.length === 2 && boxes[index] !== '' && digits.startsWith(boxes[index] ?? '') ? digits.slice(1) : digits;
    const last = fill(index, incoming);
    focus(last + 1 <= length - 1 ? last + 1 : last);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      commit(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits === '') return;
    // A whole code fills every box whichever box had focus.
    const start = digits.length >= length ? 0 : index;
    focus(fill(start, digits.slice(0, length)));
  };

  return (
    <div>
      <Text id={labelId} component="div" size="sm" fw={500} mb={6}>
        {label}
      </Text>
      {/* Digits read left to right in every language, so the row stays LTR in Arabic and Hebrew. */}
      <Group role="group" aria-labelledby={labelId} gap="xs" wrap="nowrap" dir="ltr" justify="space-between">
        {boxes.map((digit, index) => (
          <Input
            key={index}
            ref={(node: HTMLInputElement | null) => {
              refs.current[index] = node;
            }}
            value={digit}
            onChange={(event) => handleChange(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={t('fields.code.digit', { index: index + 1, count: length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            disabled={disabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing on the page
            autoFocus={autoFocus === true && index === 0}
            error={Boolean(error)}
            size="lg"
            w={52}
            styles={{ input: { textAlign: 'center', paddingInline: 0 } }}
          />
        ))}
      </Group>
      {error ? (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}
