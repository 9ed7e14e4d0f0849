// @mantine/dates pickers; the module (and its CSS) loads only when /forms/date-time-picker opens.
import '@mantine/dates/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, DatePicker, DatePickerInput, DateTimePicker, MonthPickerInput, TimeInput, YearPickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useShowcaseT } from '../../lib/use-showcase-t';

export default function DateTimeDemo() {
  const { t, date } = useShowcaseT();
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [day, setDay] = useState<string | null>(null);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack>
        <DatePickerInput label={t('fields.date')} placeholder={t('fields.pick')} value={day} onChange={setDay} clearable />
        <DatePickerInput type="range" label={t('fields.dateRange')} placeholder={t('fields.pick')} value={range} onChange={setRange} />
        <DateTimePicker label={t('fields.dateTime')} placeholder={t('fields.pick')} />
        <DateInput label={t('fields.typedDate')} placeholder="YYYY-MM-DD" />
        <TimeInput label={t('fields.time')} />
        <MonthPickerInput label={t('fields.month')} placeholder={t('fields.pick')} />
        <YearPickerInput label={t('fields.year')} placeholder={t('fields.pick')} />
        {day ? <Text size="sm">{t('demo.selectedValue', { value: date(day) })}</Text> : null}
      </Stack>
      <Stack align="center">
        <Text fw={500}>{t('fields.inlineCalendar')}</Text>
        <DatePicker type="multiple" />
      </Stack>
    </SimpleGrid>
  );
}
