// Words for the one open/closed rule (`branchStatusAt` in @atrium/api): the header's sentence, a
// closed card's reason, and the ranking's badge read the same state, so they cannot disagree.
import type { BranchOpenStatus, BranchStatusReason, Holiday } from '@atrium/api/insights';
import type { TFunction } from 'i18next';
import { formatClock, formatLocalStamp } from './format';

/** A holiday in the page's language (the English name when a translation is missing). */
export function holidayName(holiday: Holiday, t: TFunction<'insights'>): string {
  return t(`holidays.${holiday.id}`, { defaultValue: holiday.name });
}

/** The one line a person reads in the header: open until when, or closed, why, and until when. */
export function openStateLabel(state: BranchOpenStatus, openedAt: string, t: TFunction<'insights'>, language: string): string {
  const opens = state.opensAt;
  const at = opens ? { time: formatClock(opens.time, language), day: t(`weekdays.${opens.weekday}`) } : null;
  switch (state.reason) {
    case 'open':
      return state.closesAt ? t('openState.openUntil', { time: formatClock(state.closesAt, language) }) : t('branch.openNow');
    case 'hours-change':
      if (state.open) return t('openState.openChangedUntil', { time: formatClock(state.closesAt ?? '00:00', language) });
      if (!at) return t('reason.hours-change');
      return opens?.today ? t('openState.changedOpensToday', at) : t('openState.changedOpensOn', at);
    case 'holiday': {
      const holiday = state.holiday ? holidayName(state.holiday, t) : '';
      return at ? t('openState.holidayOpensOn', { holiday, ...at }) : t('reason.holiday', { holiday });
    }
    case 'outside-hours':
      if (!at) return t('branch.closedNow');
      return opens?.today ? t('openState.closedOpensToday', at) : t('openState.closedOpensOn', at);
    case 'not-yet-open':
      return t('openState.notYetOpen', { date: formatLocalStamp(openedAt, language) });
    case 'renovating':
      return t('openState.renovating');
    case 'closed':
      return t('openState.closed');
  }
}

/** Why a branch is closed, in a few words under a "Closed" badge ("Thanksgiving", "Outside opening hours"). */
export function closedReasonLabel(reason: BranchStatusReason, holiday: Holiday | null, t: TFunction<'insights'>): string {
  if (reason === 'holiday') return holiday ? holidayName(holiday, t) : t('reason.holiday', { holiday: '' }).trim();
  if (reason === 'open') return t('status.open');
  return t(`reason.${reason}`);
}
