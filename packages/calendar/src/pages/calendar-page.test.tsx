import { getApiClient } from '@atrium/api';
import { getDb } from '@atrium/mock-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorText } from '../api/queries';
import { CalendarHarness } from '../test/harness';
import { renderCalendar } from '../test/render';

describe('@atrium/calendar/CalendarPage', () => {
  it('adds an event through the drawer: validated, then stored with the next id', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderCalendar(<CalendarHarness initialSearch={{ date: '2025-06-10' }} />);
    // a phone-sized screen in jsdom: the sidebar sits in a drawer
    await user.click(await screen.findByRole('button', { name: 'Show calendars and filters' }));
    await user.click(await screen.findByRole('button', { name: 'Add event' }));
    // the drawer and its date pickers load on first use
    await user.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 8000 }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Design review');
    await user.type(screen.getByRole('textbox', { name: 'Event URL' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Enter a web address/)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Event URL' }));
    const lastId = Math.max(...(getDb().calendarEventsByAccount['login:1'] ?? []).map((e) => e.id));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Event added')).toBeInTheDocument();
    expect((getDb().calendarEventsByAccount['login:1'] ?? []).find((e) => e.title === 'Design review')).toMatchObject({ id: lastId + 1, extendedProps: { calendar: 'Business' } });
  });

  it('an edit of an event someone changed since it was read: 409, "Changed by someone else — reload", and Reload shows their change', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const event = (getDb().calendarEventsByAccount['login:1'] ?? [])[0];
    if (!event) throw new Error('the admin\'s events');
    renderCalendar(<CalendarHarness initialSearch={{ date: event.start.slice(0, 10) }} />);
    await user.click(await screen.findByText(event.title, {}, { timeout: 8000 }));
    const title = await screen.findByRole('textbox', { name: /Title/ }, { timeout: 8000 });
    // someone else renames it after the drawer read it
    const theirs = await getApiClient().updateCalendarEvent(event.id, { title: 'Renamed elsewhere' });
    expect(theirs.version).toBe(event.version + 1);
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Changed by someone else — reload')).toBeInTheDocument();
    expect((getDb().calendarEventsByAccount['login:1'] ?? []).find((e) => e.id === event.id)?.title).toBe('Renamed elsewhere');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Renamed elsewhere'));
    expect(screen.queryByText('Changed by someone else — reload')).not.toBeInTheDocument();
  });

  it('keeps the calendar filters in the URL: none, then one', async () => {
    const user = userEvent.setup();
    renderCalendar(<CalendarHarness />);
    await user.click(await screen.findByRole('button', { name: 'Show calendars and filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'View all' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toContain('"calendars":[]'));
    await user.click(screen.getByRole('checkbox', { name: 'Holiday' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toContain('"calendars":["Holiday"]'));
    expect(screen.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
  });

  it('an unknown event id answers 400 "Something Went Wrong", which is what the toast shows', async () => {
    const error = await getApiClient()
      .updateCalendarEvent(99_999, { title: 'x' })
      .catch((e: unknown) => e);
    expect(errorText(error)).toBe('Something Went Wrong');
  });
});
