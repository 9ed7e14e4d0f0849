import { PERMISSION_NAMES, PERMISSION_ROLES, type PermissionRecord } from '@atrium/api';
import { seededFaker } from './random';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function displayDate(date: Date): string {
  const h = date.getUTCHours();
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()] ?? 'Jan'} ${date.getUTCFullYear()}, ${time}`;
}

export function seedPermissions(): PermissionRecord[] {
  const faker = seededFaker(12);
  return PERMISSION_NAMES.map((name, i) => ({
    id: i + 1,
    name,
    // the first permission belongs to administrators only, the rest to a mix of roles
    assignedTo: i === 0 ? ['administrator'] : faker.helpers.arrayElements(PERMISSION_ROLES, { min: 1, max: 3 }),
    createdDate: displayDate(faker.date.past({ years: 2 })),
  }));
}
