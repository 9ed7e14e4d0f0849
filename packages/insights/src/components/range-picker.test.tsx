import { formatDate } from '@atrium/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import he from '../locales/he.json';
import { resolveRange } from '../lib/range';
import { chainOverviewSearchSchema, type ChainOverviewSearch } from '../lib/search';
import { renderInsights } from '../test/render';
import { RangePicker } from './range-picker';

// noon in London: the branches' zone decides the days, not the zone the tests run in
const NOW = new Date('2025-06-15T11:00:00Z');
const ZONES = ['Europe/London'];

/** Mantine's Select labels both its visible input and a hidden one. */
const rangeInput = () => {
  const input = screen.getAllByLabelText('Date range').find((el) => el.getAttribute('type') !== 'hidden');
  if (!input) throw new Error('no range input');
  return input;
};

/** The visible input of a Select labelled `label`. */
const rangeInputIn = (label: string) => screen.getAllByLabelText(label).find((el) => el.getAttribute('type') !== 'hidden');

/** A stand-in for the router: search lives in a URL string, parsed with the page's schema. */
function UrlHarness({ initial, onUrl }: { initial: string; onUrl: (url: string) => void }) {
  const [url, setUrl] = useState(initial);
  const search = chainOverviewSearchSchema.parse(Object.fromEntries(new URLSearchParams(url)));
  const update = (next: Partial<ChainOverviewSearch>) => {
    const merged = { ...search, ...next };
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && !(Array.isArray(v) && v.length === 0)) params.set(k, Array.isArray(v) ? v.join(',') : String(v));
    const text = params.toString();
    setUrl(text);
    onUrl(text);
  };
  return (
    <RangePicker
      value={search}
      onChange={update}
      branches={[
        { id: 'lon-01', name: 'London Oxford Street' },
        { id: 'tlv-01', name: 'Tel Aviv Dizengoff' },
      ]}
      branchIds={search.branchIds}
      onBranchIdsChange={(branchIds) => update({ branchIds })}
      now={NOW}
      timeZones={ZONES}
    />
  );
}

describe('@atrium/insights/RangePicker', () => {
  it('writes the preset and compare into the URL and reads them back', async () => {
    const user = userEvent.setup();
    const onUrl = vi.fn();
    renderInsights(<UrlHarness initial="" onUrl={onUrl} />);
    await user.click(rangeInput());
    await user.click(await screen.findByRole('option', { name: 'Last 7 days', hidden: true }));
    // the picker shows the choice at once; the URL follows after that frame is painted
    expect(rangeInput()).toHaveValue('Last 7 days');
    await waitFor(() => expect(onUrl).toHaveBeenLastCalledWith(expect.stringContaining('range=7d')));
    await user.click(screen.getByRole('radio', { name: 'Last year' }));
    await waitFor(() => expect(String(onUrl.mock.lastCall?.[0])).toContain('compare=lastYear'));
    const url = String(onUrl.mock.lastCall?.[0]);
    // a reload: the same URL gives the same search
    const search = chainOverviewSearchSchema.parse(Object.fromEntries(new URLSearchParams(url)));
    expect(search).toMatchObject({ range: '7d', compare: 'lastYear' });
    expect(resolveRange(search, NOW, ZONES)).toEqual({ from: '2025-06-08', to: '2025-06-14' });
    expect(rangeInput()).toHaveValue('Last 7 days');
    // the preset says which days it covers
    expect(screen.getByTestId('range-dates').textContent).toMatch(/^Jun 8\s*–\s*14, 2025, in each branch's own days$/);
    expect(screen.getByRole('radio', { name: 'Last year' })).toBeChecked();
  });

  it('switching to a custom range starts from the dates on screen', async () => {
    const user = userEvent.setup();
    const onUrl = vi.fn();
    renderInsights(<UrlHarness initial="range=28d" onUrl={onUrl} />);
    await user.click(rangeInput());
    await user.click(await screen.findByRole('option', { name: 'Custom range', hidden: true }));
    await waitFor(() => expect(String(onUrl.mock.lastCall?.[0])).toContain('from=2025-05-18'));
    // the shared date field (loaded on demand) shows the days in the app's date style
    expect(await screen.findByRole('textbox', { name: 'From' })).toHaveValue('May 18, 2025');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('Jun 14, 2025');
  });

  // regression (issue 21): the custom range's native date inputs showed mm/dd/yyyy in he and ar
  it.each(['he', 'ar'] as const)('a custom range in %s shows its days in the language\'s date style, and a typed day goes into the URL as ISO', async (language) => {
    const onUrl = vi.fn();
    renderInsights(<UrlHarness initial="range=custom&from=2025-05-18&to=2025-06-14" onUrl={onUrl} />, { language });
    const [from, to] = await screen.findAllByRole('textbox', { name: language === 'he' ? /^(מתאריך|עד תאריך)$/ : /^(من|إلى)$/ });
    if (!from || !to) throw new Error('no date fields');
    expect(from).toHaveValue(formatDate('2025-05-18', language, 'date'));
    expect(to).toHaveValue(formatDate('2025-06-14', language, 'date'));
    expect(from).not.toHaveValue('05/18/2025');
    fireEvent.change(from, { target: { value: '2025-05-20' } });
    await waitFor(() => expect(String(onUrl.mock.lastCall?.[0])).toContain('from=2025-05-20'));
  });

  it('falls back to defaults for junk in a shared link', () => {
    expect(chainOverviewSearchSchema.parse({ range: 'forever', compare: 'tomorrow', page: '-3', branchIds: 'lon-01,tlv-01' })).toMatchObject({
      range: '28d',
      compare: 'previous',
      page: 1,
      branchIds: ['lon-01', 'tlv-01'],
    });
  });

  describe('on a phone (issue 36)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('folds to one line with its dates in order, and Change opens the controls with focus in them', async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
      const user = userEvent.setup();
      const search = chainOverviewSearchSchema.parse({ range: 'custom', from: '2025-06-02', to: '2025-06-08' });
      renderInsights(<RangePicker value={search} onChange={vi.fn()} withGranularity now={NOW} />, { language: 'he' });
      expect(screen.queryByLabelText(he.picker.range)).toBeNull();
      // "2–8 ביוני 2025": the day range isolated left to right, so it does not read "8–2"
      expect(screen.getByTestId('range-summary').textContent).toContain('\u20662–8\u2069');
      expect(screen.getByTestId('range-summary')).toHaveTextContent(he.compare.previous);
      await user.click(screen.getByRole('button', { name: he.picker.change }));
      expect(rangeInputIn(he.picker.range)).toHaveFocus();
      await user.click(screen.getByRole('button', { name: he.picker.done }));
      expect(screen.getByRole('button', { name: he.picker.change })).toHaveFocus();
    });
  });
});

