// The range, compare and branch filter of every screen. It holds no state: it reads the URL's
// search and hands changes back, so a filtered dashboard is a shareable link.
import type { CompareMode } from '@atrium/api/insights';
import { Chip, Group, MultiSelect, Select, Text } from '@mantine/core';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDateField } from '@atrium/ui-kit/date-field/lazy';
import { useBranchNames } from '../lib/place-names';
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
  now?: Date;
}

const NO_IDS: string[] = [];

// Mantine keeps a Select's option list mounted (hidden) by default: three hidden lists, each with
// a ScrollArea and a floating position, measured the page in the landing's first commit
// (issue 16). They mount when opened.
const LAZY_OPTIONS = { keepMounted: false } as const;

const COMPARE_MODES: readonly CompareMode[] = ['previous', 'lastYear', 'none'];

/** Memoised: a dashboard re-renders with each answer, the picker only when its props change. */
export const RangePicker = memo(function RangePicker({ value, onChange, branches, branchIds = NO_IDS, onBranchIdsChange, withGranularity = false, singleBranch = false, now }: RangePickerProps) {
  const { t, i18n } = useTranslation('insights');
  const compareLabel = useId();
  const placeNames = useBranchNames();
  const dates = resolveRange(value, now);
  const days = daysBetween(dates.from, dates.to);
  const granularities = allowedGranularities(days, singleBranch || branchIds.length === 1);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('picker.range')}
        data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
        value={value.range}
        allowDeselect={false}
        comboboxProps={LAZY_OPTIONS}
        w={180}
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
    </Group>
  );
});
