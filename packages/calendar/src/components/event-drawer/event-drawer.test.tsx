// Security review #8: the drawer is where an event's link shows, and only through safeHref.
import type { CalendarEvent } from '@atrium/api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCalendar } from '../../test/render';
import { EventDrawer } from './event-drawer';

const stored = (url: string): CalendarEvent => ({
  id: 7,
  url,
  title: 'Design review',
  start: '2025-06-10T09:00:00.000Z',
  end: '2025-06-10T10:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business' },
  version: 1,
});

describe('@atrium/calendar/EventDrawer', () => {
  it('offers an http(s) event link, opening in a new tab without the opener', async () => {
    renderCalendar(<EventDrawer opened onClose={vi.fn()} event={stored('https://meet.example/room')} onSubmit={vi.fn()} />);
    const link = await screen.findByRole('link', { name: 'Open the event link' });
    expect(link).toHaveAttribute('href', 'https://meet.example/room');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', ''])('never links %j', async (url) => {
    renderCalendar(<EventDrawer opened onClose={vi.fn()} event={stored(url)} onSubmit={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the event link' })).toBeNull();
    expect(document.querySelectorAll('a[href^="javascript:" i], a[href^="data:" i]')).toHaveLength(0);
  });
});
