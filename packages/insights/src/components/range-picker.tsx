// The range, compare and branch filter of every screen. It holds no state but whether it is open
// on a phone: it reads the URL's search and hands changes back, so a filtered dashboard is a
// shareable link. On a phone it folds to one line (the range's dates and the comparison) with a
// button that opens the controls: open, they took ~300 px before every screen's numbers (issue 36).
import type { CompareMode } from '@atrium/api/insights';
import { formatDateRange, formatNumber } from '@atrium/core';
import { Button, Chip, Group, MultiSelect, Select, Text } from '@mantine/core';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDateField } from '@atrium/ui-kit/date-field/lazy';
import { formatLocalRange } from '../lib/format';
import { useBranchNames } from '../lib/place-names';
import { usePhone } from '../lib/use-phone';
import { allowedGranularities, daysBetween, resolveRange } from '../lib/range';
import { RANGE_PRESETS, type RangeSearch } from '../lib/search';

export interface RangePickerProps {
  value: RangeSearch;
  onChange: (next: Partial<RangeSearch>) => void;
  /** branch filter: omit to hide it */
  branches?: Array<{ id: string; name: string }>;
  branchIds?: string[];
  onBranchIdsChange?: (ids: string[]) => void;
  /** show the granularity choice (charts over time) */
  withGranularity?: boolean;
  singleBranch?: boolean;
  now?: Date | undefined;
  /** the zones of the branches on screen: a preset is counted in their own days */
  timeZones?: readonly string[] | undefined;
}

const NO_IDS: string[] = [];

// Mantine keeps a Select's option list mounted (hidden) by default: three hidden lists, each with
// a ScrollArea and a floating position, measured the page in the landing's first commit
// (issue 16). They mount when opened.
const LAZY_OPTIONS = { keepMounted: false } as const;

const COMPARE_MODES: readonly CompareMode[] = ['previous', 'lastYear', 'none'];

/** Runs `fn` once the browser has painted the next frame (a task after that frame). */
function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(fn, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/** Memoised: a dashboard re-renders with each answer, the picker only when its props change. */
export const RangePicker = memo(function RangePicker({ value: search, onChange: commit, branches, branchIds = NO_IDS, onBranchIdsChange, withGranularity = false, singleBranch = false, now, timeZones }: RangePickerProps) {
  const { t, i18n } = useTranslation('insights');
  // A choice shows in the picker in the input's own frame; it reaches the URL (and through it the
  // screen's numbers) in a task after that frame has painted. Handed on in the input's task, the
  // router's update re-rendered the screen before the browser could show the choice (the landing's
  // range change: 0.8–1.1 s of processing at 4× CPU, issue 34). The picker shows its choice until
  // `value` changes (the URL caught up): then the URL's value is the one shown again.
  const [pending, setPending] = useState<{ base: RangeSearch; next: Partial<RangeSearch> } | null>(null);
  const value = pending && pending.base === search ? { ...search, ...pending.next } : search;
  const onChange = (next: Partial<RangeSearch>) => {
    setPending({ base: search, next: { ...(pending?.base === search ? pending.next : {}), ...next } });
    afterNextPaint(() => commit(next));
  };
  const compareLabel = useId();
  const placeNames = useBranchNames();
  const dates = resolveRange(value, now, timeZones);
  const days = daysBetween(dates.from, dates.to);
  const granularities = allowedGranularities(days, singleBranch || branchIds.length === 1);
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const controlsId = useId();
  // the button pressed goes away: focus moves to what replaced it (the first control, or the Change button)
  const moved = useRef(false);
  const firstControl = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (open ? firstControl.current : changeButton.current)?.focus();
  }, [open]);
  const toggle = (next: boolean) => {
    moved.current = true;
    setOpen(next);
  };
  if (phone && !open) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" aria-label={t('picker.summary')} role="group">
        <div style={{ minWidth: 0 }}>
          {/* the range's name over its dates, not a heading over a paragraph (axe's p-as-heading) */}
          <Text component="div" size="sm" fw={600}>
            {t(`presets.${value.range}`)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="range-summary">
            {formatLocalRange(dates.from, dates.to, i18n.language)} · {t(`compare.${value.compare}`)}
            {branchIds.length > 0 ? ` · ${t('picker.branches')} ${formatNumber(branchIds.length, i18n.language)}` : ''}
          </Text>
        </div>
        <Button ref={changeButton} size="xs" variant="default" aria-expanded={false} onClick={() => toggle(true)} style={{ flexShrink: 0 }}>
          {t('picker.change')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" id={controlsId}>
      <Select
        ref={firstControl}
        label={t('picker.range')}
        data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
        value={value.range}
        allowDeselect={false}
        comboboxProps={LAZY_OPTIONS}
        w={180}
        // the preset's dates, so "Last 28 days" says which days (each branch's own)
        description={value.range === 'custom' ? undefined : <span data-testid="range-dates">{t(singleBranch ? 'picker.datesBranch' : 'picker.datesChain', { dates: formatDateRange(dates.from, dates.to, i18n.language) })}</span>}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(v) => {
          if (!v) return;
          const preset = v;
          // a switch to custom starts from the dates on screen
          onChange(preset === 'custom' ? { range: 'custom', from: dates.from, to: dates.to } : { range: preset, from: undefined, to: undefined });
        }}
      />
      {value.range === 'custom' ? (
        <>
          <LazyDateField label={t('picker.from')} locale={i18n.language} value={dates.from} max={dates.to} onChange={(from) => from && onChange({ from })} w={160} />
          <LazyDateField label={t('picker.to')} locale={i18n.language} value={dates.to} min={dates.from} onChange={(to) => to && onChange({ to })} w={160} />
        </>
      ) : null}
      {/* radio chips, not a SegmentedControl: its sliding indicator measured the page
          (getBoundingClientRect, getComputedStyle) in the commit that mounts the picker, half of
          that task on the landing (issue 16). They wrap on a phone. */}
      <div role="radiogroup" aria-labelledby={compareLabel} style={{ minWidth: 0, maxWidth: '100%' }}>
        <Text id={compareLabel} size="sm" fw={500} mb={4}>
          {t('picker.compare')}
        </Text>
        <Chip.Group value={value.compare} onChange={(v) => onChange({ compare: v })}>
          <Group gap={6} wrap="wrap">
            {COMPARE_MODES.map((mode) => (
              <Chip key={mode} value={mode} name={compareLabel} radius="sm">
                {t(`compare.${mode}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      {withGranularity ? (
        <Select
          label={t('picker.granularity')}
          data={granularities.map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
          value={value.granularity && granularities.includes(value.granularity) ? value.granularity : null}
          placeholder={t('granularity.auto')}
          clearable
          comboboxProps={LAZY_OPTIONS}
          w={150}
          onChange={(v) => onChange({ granularity: (v ?? undefined) })}
        />
      ) : null}
      {branches && onBranchIdsChange ? (
        <MultiSelect
          label={t('picker.branches')}
          placeholder={branchIds.length === 0 ? t('picker.allBranches') : undefined}
          data={branches.map((b) => ({ value: b.id, label: placeNames.name(b.name) }))}
          value={branchIds}
          onChange={onBranchIdsChange}
          searchable
          clearable
          maxDropdownHeight={280}
          comboboxProps={LAZY_OPTIONS}
          miw={220}
          maw={420}
        />
      ) : null}
      {phone ? (
        <Button size="xs" variant="default" aria-expanded aria-controls={controlsId} onClick={() => toggle(false)}>
          {t('picker.done')}
        </Button>
      ) : null}
    </Group>
  );
});
