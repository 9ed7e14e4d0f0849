// Add or edit one event: title, calendar, start/end, all-day, URL, guests, location and
// description, checked with the zod form schema; delete asks first.
import { CALENDARS, type CalendarEvent, type NewCalendarEvent } from '@atrium/api';
import { safeHref } from '@atrium/core';
import { FormActions } from '@atrium/ui-kit';
import { Anchor, Button, Drawer, Group, Modal, Select, Stack, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDatesProvider, fromPickerValue } from '../../lib/dates-provider';
import { formValuesOf, toEventBody, validateEventForm, type EventFormValues } from '../../lib/event-form';
import { CALENDAR_NAMESPACE } from '../../namespace';

export interface EventDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** the event being edited, or the starting values of a new one */
  event: CalendarEvent | EventFormValues;
  onSubmit: (body: NewCalendarEvent) => void;
  onDelete?: (() => void) | undefined;
  saving?: boolean;
  deleting?: boolean;
  /** shown above the fields (the "changed by someone else" alert after a refused edit) */
  alert?: ReactNode;
}

function isStored(event: CalendarEvent | EventFormValues): event is CalendarEvent {
  return 'id' in event;
}

export function EventDrawer({ opened, onClose, event, onSubmit, onDelete, saving, deleting, alert }: EventDrawerProps) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const editing = isStored(event);
  const form = useForm<EventFormValues>({
    initialValues: editing ? formValuesOf(event) : event,
    validate: validateEventForm,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const error = (field: keyof EventFormValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };
  const DateField = form.values.allDay ? DatePickerInput : DateTimePicker;
  // the stored event's link, when it is one the app may offer (never a javascript: or data: URL)
  const link = editing ? safeHref(event.url) : undefined;

  return (
    <CalendarDatesProvider>
      <Drawer
        opened={opened && !confirmDelete}
        onClose={onClose}
        position="right"
        title={editing ? t('drawer.editTitle') : t('drawer.addTitle')}
        closeButtonProps={{ 'aria-label': t('drawer.close') }}
      >
        <form onSubmit={form.onSubmit((values) => onSubmit(toEventBody(values)))} noValidate>
          <Stack gap="sm">
            {alert}
            <TextInput label={t('fields.title')} withAsterisk {...form.getInputProps('title')} error={error('title')} data-autofocus />
            <Select
              label={t('fields.calendar')}
              data={CALENDARS.map((c) => ({ value: c, label: t(`calendars.${c}`) }))}
              allowDeselect={false}
              {...form.getInputProps('calendar')}
            />
            <DateField
              label={t('fields.start')}
              value={form.values.start}
              onChange={(value) => form.setFieldValue('start', fromPickerValue(value))}
              error={error('start')}
              withAsterisk
            />
            <DateField
              label={t('fields.end')}
              value={form.values.end}
              onChange={(value) => form.setFieldValue('end', fromPickerValue(value))}
              error={error('end')}
              withAsterisk
              minDate={form.values.start ?? undefined}
            />
            <Switch label={t('fields.allDay')} {...form.getInputProps('allDay', { type: 'checkbox' })} />
            <TextInput label={t('fields.url')} type="url" placeholder="https://" {...form.getInputProps('url')} error={error('url')} />
            {link !== undefined && (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}>
                <IconExternalLink size={14} aria-hidden />
                {t('drawer.openLink')}
              </Anchor>
            )}
            <TagsInput
              label={t('fields.guests')}
              placeholder={t('fields.guestsPlaceholder')}
              splitChars={[',', ' ', ';']}
              acceptValueOnBlur
              value={form.values.guests}
              onChange={(v) => form.setFieldValue('guests', v)}
              error={error('guests')}
            />
            <TextInput label={t('fields.location')} {...form.getInputProps('location')} />
            <Textarea label={t('fields.description')} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
            <FormActions
              mt="sm"
              submitLabel={editing ? t('drawer.update') : t('drawer.add')}
              cancelLabel={t('drawer.cancel')}
              onCancel={onClose}
              loading={saving}
              extra={
                editing && onDelete ? (
                  <Button color="red" variant="subtle" onClick={() => setConfirmDelete(true)}>
                    {t('drawer.delete')}
                  </Button>
                ) : undefined
              }
            />
          </Stack>
        </form>
      </Drawer>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t('drawer.deleteTitle')} size="sm" centered>
        <Text size="sm">{t('drawer.deleteText', { title: editing ? event.title : '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t('drawer.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => onDelete?.()}>
            {t('drawer.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </CalendarDatesProvider>
  );
}

export default EventDrawer;
