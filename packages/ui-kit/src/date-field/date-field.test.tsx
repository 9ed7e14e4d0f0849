import { formatDate } from '@atrium/core/format';
import { DirectionProvider } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { DateField, parseTypedDate } from './date-field';
import { LazyDateField } from './lazy-date-field';

/** A form's state: the field's value is what it last handed back. */
function Harness({ initial, locale, onValue, min, max, clearable }: { initial: string; locale: string; onValue?: (v: string) => void; min?: string; max?: string; clearable?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Issued"
      locale={locale}
      value={value}
      min={min}
      max={max}
      clearable={clearable}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Issued' });

describe('@atrium/ui-kit/date-field', () => {
  // regression (issue 21): a native date input wrote 11/24/2026 in Hebrew and Arabic screens
  it.each(['en', 'he', 'ar'])('shows an ISO date in the app\'s date style in %s, not mm/dd/yyyy', (locale) => {
    renderKit(
      <DirectionProvider initialDirection={locale === 'en' ? 'ltr' : 'rtl'} detectDirection={false}>
        <Harness initial="2026-11-24" locale={locale} />
      </DirectionProvider>,
    );
    expect(input()).toHaveValue(formatDate('2026-11-24', locale, 'date'));
    expect(input()).not.toHaveValue('11/24/2026');
    expect(input()).not.toHaveValue('2026-11-24');
  });

  it('the calendar speaks the language: Hebrew month names, the week from Sunday, the weekend on Friday and Saturday', async () => {
    const user = userEvent.setup();
    renderKit(<Harness initial="2026-11-24" locale="he" />);
    await user.click(input());
    // the dropdown is mid-transition in jsdom: its content is there but hidden
    expect(await screen.findByRole('button', { name: 'נובמבר 2026', hidden: true })).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent);
    expect(weekdays[0]).toBe('א׳');
    // the weekend is Friday and Saturday, not Saturday and Sunday
    expect(screen.getByRole('button', { name: '27 נובמבר 2026', hidden: true })).toHaveAttribute('data-weekend');
    expect(screen.getByRole('button', { name: '28 נובמבר 2026', hidden: true })).toHaveAttribute('data-weekend');
    expect(screen.getByRole('button', { name: '29 נובמבר 2026', hidden: true })).not.toHaveAttribute('data-weekend');
  });

  it('hands back ISO dates: typed ISO, typed in the language\'s own order, picked in the calendar, and cleared', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderKit(<Harness initial="2026-11-24" locale="he" onValue={onValue} clearable />);
    fireEvent.change(input(), { target: { value: '2026-12-03' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-03');
    fireEvent.change(input(), { target: { value: '5.1.2027' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-01-05');
    fireEvent.blur(input());
    // on leaving the field the typed text becomes the shown date
    expect(input()).toHaveValue(formatDate('2027-01-05', 'he', 'date'));
    await user.click(input());
    await user.click(await screen.findByRole('button', { name: '12 ינואר 2027', hidden: true }));
    expect(onValue).toHaveBeenLastCalledWith('2027-01-12');
    // a clearable field (a filter) empties to '', as a native date input did
    fireEvent.change(input(), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('a field that is not clearable (a required date) keeps its date when its text is erased', () => {
    const onValue = vi.fn();
    renderKit(<Harness initial="2026-11-24" locale="en" onValue={onValue} />);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(onValue).not.toHaveBeenCalled();
    expect(input()).toHaveValue('Nov 24, 2026');
  });

  it('keeps a typed date outside min and max out of the value', () => {
    const onValue = vi.fn();
    renderKit(<Harness initial="2026-11-24" locale="en" min="2026-11-01" max="2026-11-30" onValue={onValue} />);
    fireEvent.change(input(), { target: { value: '2026-12-03' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: '2026-11-03' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-11-03');
  });

  it('shows the label as required and the error under the field', () => {
    renderKit(<DateField label="Due" locale="en" value="" onChange={() => {}} required error="Pick a date" />);
    expect(screen.getByRole('textbox', { name: /Due/ })).toBeRequired();
    expect(screen.getByText('Pick a date')).toBeInTheDocument();
  });
});

describe('@atrium/ui-kit/date-field/lazy', () => {
  it('is the same field, loaded on first render', async () => {
    renderKit(<LazyDateField label="Issued" locale="ar" value="2026-11-24" onChange={() => {}} />);
    expect(await screen.findByRole('textbox', { name: 'Issued' })).toHaveValue(formatDate('2026-11-24', 'ar', 'date'));
  });
});

describe('parseTypedDate', () => {
  it.each([
    ['2026-11-24', 'en', '2026-11-24'],
    ['11/24/2026', 'en', '2026-11-24'],
    ['24/11/2026', 'ar', '2026-11-24'],
    ['٢٤/١١/٢٠٢٦', 'ar', '2026-11-24'],
    ['24.11.2026', 'he', '2026-11-24'],
    ['24/11/2026', 'en', null],
    ['2026-02-30', 'en', null],
    ['1/2/20', 'he', null],
    ['2', 'en', null],
    ['', 'en', null],
  ])('%s in %s is %s', (text, locale, expected) => {
    expect(parseTypedDate(text, locale)).toBe(expected);
  });
});
