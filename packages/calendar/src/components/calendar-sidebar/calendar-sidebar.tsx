// Add button, a mini month to jump to a date, and the calendar filters (all, none, each).
import { toIsoDate } from '@atrium/core';
import { CALENDARS, type CalendarName } from '@atrium/api';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_COLORS } from '../../lib/calendars';
import { CalendarDatesProvider, fromPickerValue } from '../../lib/dates-provider';
import { CALENDAR_NAMESPACE } from '../../namespace';

export interface CalendarSidebarProps {
  selected: readonly CalendarName[];
  onSelectedChange: (calendars: CalendarName[]) => void;
  date: string | undefined;
  onDateChange: (date: string) => void;
  onAdd: () => void;
}

export function CalendarSidebar({ selected, onSelectedChange, date, onDateChange, onAdd }: CalendarSidebarProps) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const all = selected.length === CALENDARS.length;
  return (
    <Stack gap="md" p="md">
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} fullWidth>
        {t('actions.add')}
      </Button>
      <CalendarDatesProvider>
        <DatePicker
          value={date ?? null}
          onChange={(value) => {
            const picked = fromPickerValue(value);
            if (picked) onDateChange(toIsoDate(picked));
          }}
          size="xs"
          aria-label={t('sidebar.miniMonth')}
          previousLabel={t('sidebar.previousMonth')}
          nextLabel={t('sidebar.nextMonth')}
        />
      </CalendarDatesProvider>
      <Stack gap="xs" role="group" aria-labelledby="calendar-filters-title">
        <Text id="calendar-filters-title" size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('sidebar.filters')}
        </Text>
        <Checkbox
          label={t('sidebar.viewAll')}
          checked={all}
          indeterminate={!all && selected.length > 0}
          onChange={() => onSelectedChange(all ? [] : [...CALENDARS])}
        />
        {CALENDARS.map((name) => (
          <Checkbox
            key={name}
            label={t(`calendars.${name}`)}
            color={CALENDAR_COLORS[name]}
            checked={selected.includes(name)}
            onChange={() => onSelectedChange(selected.includes(name) ? selected.filter((c) => c !== name) : CALENDARS.filter((c) => c === name || selected.includes(c)))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
