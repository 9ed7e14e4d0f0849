import { getChain } from '@atrium/mock-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloorPlan } from '../components/floor-plan';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';
import { renderInsights } from '../test/render';
import { BranchHeader } from '../components/branch-header';
import { branchNameKey, cityKey, countryKey, placeKey } from './place-names';

const NOW = Date.parse('2025-06-15T10:00:00Z');
const branches = getChain(NOW).branches;
const seededNames = [...new Set(branches.flatMap((b) => [...b.zones, ...b.queues].map((place) => place.name)))];
const translated = (locale: Record<string, string>, name: string) => locale[placeKey(name) ?? ''];

// issue 19: a branch's zones and queues ("Main entrance", "Express checkout") were English in ar and he
describe('@atrium/insights place names', () => {
  it('every zone and queue name the seed gives a branch has a translation, in English as it is stored', () => {
    expect(seededNames.length).toBeGreaterThan(10);
    for (const name of seededNames) {
      expect(translated(en.places, name)).toBe(name);
      expect(translated(ar.places, name)).toMatch(/\p{Script=Arabic}/u);
      expect(translated(he.places, name)).toMatch(/\p{Script=Hebrew}/u);
    }
    expect(placeKey('Click & collect desk')).toBeUndefined();
  });

  it("the floor plan names the zones in the reader's language, and a zone the store named itself as it was named", () => {
    const zones = branches.find((b) => b.branch.id === 'lon-01')?.zones ?? [];
    const stats = [...zones, ...zones.slice(0, 1).map((zone) => ({ ...zone, id: 'own', name: 'Click & collect desk' }))].map((zone) => ({ zone, visits: 10, visitRate: 0.5, avgDwell: 60, compareVisits: null, delta: null }));
    renderInsights(<FloorPlan zones={stats} onSelect={() => undefined} label="plan" />, { language: 'he' });
    expect(screen.getByText(he.places.mainEntrance)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${he.places.fittingRooms}:`) })).toBeInTheDocument();
    expect(screen.queryByText('Main entrance')).toBeNull();
    expect(screen.getByText('Click & collect desk')).toBeInTheDocument();
  });

  // issue 36: branch names, cities and countries stayed English in ar and he
  it.each([
    ['branchNames', branchNameKey, (b: (typeof branches)[number]) => b.branch.name],
    ['cities', cityKey, (b: (typeof branches)[number]) => b.branch.city],
    ['countries', countryKey, (b: (typeof branches)[number]) => b.branch.country],
  ] as const)('every seeded branch has its %s translated, in English as it is stored', (section, key, of) => {
    const names = [...new Set(branches.map(of))];
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const k = key(name) ?? '';
      expect((en[section] as Record<string, string>)[k]).toBe(name);
      expect((ar[section] as Record<string, string>)[k]).toMatch(/\p{Script=Arabic}/u);
      expect((he[section] as Record<string, string>)[k]).toMatch(/\p{Script=Hebrew}/u);
      expect((ar[section] as Record<string, string>)[k]).not.toMatch(/[A-Za-z]/);
      expect((he[section] as Record<string, string>)[k]).not.toMatch(/[A-Za-z]/);
    }
    expect(key('Click & collect')).toBeUndefined();
  });

  it("a branch's header names its city and country in the reader's language", () => {
    const branch = branches.find((b) => b.branch.id === 'tlv-01')?.branch;
    if (!branch) throw new Error('no tlv-01 in the seed');
    renderInsights(<BranchHeader branch={branch} title="x" now={new Date(NOW)} />, { language: 'ar' });
    // and with the Arabic comma between them
    expect(screen.getByText(new RegExp(`${ar.cities.telAviv}، ${ar.countries.israel}`))).toBeInTheDocument();
    expect(screen.queryByText(/Tel Aviv|Israel/)).toBeNull();
  });
});
