import type { AnalyticsProject } from '@atrium/api';
import { avatar } from './images';
import { personName, seededFaker } from './random';

const PROJECTS: ReadonlyArray<readonly [string, string, string]> = [
  ['Website SEO', 'tabler-world', 'Marketing'],
  ['Social Banners', 'tabler-brand-figma', 'Design'],
  ['Logo Designs', 'tabler-brand-sketch', 'Design'],
  ['iOS App Design', 'tabler-brand-apple', 'Development'],
  ['Figma Dashboards', 'tabler-brand-figma', 'Design'],
  ['Crypto Admin', 'tabler-currency-bitcoin', 'Development'],
  ['Create Website', 'tabler-brand-html5', 'Development'],
];

export function seedAnalyticsProjects(): AnalyticsProject[] {
  const faker = seededFaker(14);
  return PROJECTS.map(([name, logo, project], i) => ({
    id: i + 1,
    logo,
    name,
    project,
    leader: personName(faker),
    progress: faker.number.int({ min: 5, max: 100 }),
    hours: `${faker.number.int({ min: 10, max: 200 })}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}h`,
    team: Array.from({ length: 3 }, () => avatar(personName(faker))),
    extraMembers: faker.number.int({ min: 0, max: 6 }),
  }));
}
