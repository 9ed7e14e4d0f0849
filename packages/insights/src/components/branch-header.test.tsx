import type { Branch } from '@atrium/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInsights } from '../test/render';
import { BranchHeader } from './branch-header';

const h = (open: string, close: string) => ({ open, close });
const branch: Branch = {
  id: 'tyo-01',
  code: 'TYO-01',
  name: 'Tokyo Ginza',
  city: 'Tokyo',
  country: 'Japan',
  countryCode: 'JP',
  timezone: 'Asia/Tokyo',
  currency: 'JPY',
  coordinates: { lat: 35.67, lng: 139.76 },
  areaM2: 1800,
  capacity: 400,
  status: 'open',
  openedAt: '2018-03-17',
  manager: { name: 'Aiko Sato', email: 'aiko@example.com', avatar: '' },
  openingHours: [h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '20:00')],
  tags: [],
};

describe('@atrium/insights/BranchHeader', () => {
  // regression (issue 21): the header showed the status "Open" beside "Closed now"
  it('shows one state: an operating branch outside its hours is closed, with its next opening', () => {
    // 2026-11-24 13:00 UTC is 22:00 on a Tuesday in Tokyo
    renderInsights(<BranchHeader branch={branch} title="Tokyo Ginza" now={new Date('2026-11-24T13:00:00Z')} />);
    const state = screen.getByTestId('branch-open-state');
    expect(state.textContent).toBe('Closed now · opens Wednesday at 10:00 AM');
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
    expect(screen.queryByText(/open now/i)).not.toBeInTheDocument();
  });

  it('open in its own zone while the viewer may be asleep, in the language of the page', () => {
    // 01:30 UTC is 10:30 in Tokyo
    renderInsights(<BranchHeader branch={branch} title="Tokyo Ginza" now={new Date('2026-11-24T01:30:00Z')} />, { language: 'he' });
    expect(screen.getByTestId('branch-open-state').textContent).toBe('פתוח עכשיו · נסגר ב-20:00');
    expect(screen.getByTestId('branch-open-state').getAttribute('data-open')).toBe('true');
  });

  it('a branch under works is never open now', () => {
    renderInsights(<BranchHeader branch={{ ...branch, status: 'renovating' }} title="Tokyo Ginza" now={new Date('2026-11-24T01:30:00Z')} />);
    expect(screen.getAllByText(/Closed for renovation|Open now/)).toHaveLength(1);
    expect(screen.getByTestId('branch-open-state').textContent).toBe('Closed for renovation');
  });
});
