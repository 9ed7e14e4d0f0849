// How a permission's creation date reads on /apps/permissions (both backends write it the same).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The seed's display format ("14 Apr 2021, 8:43 PM"), so new rows search like old ones. */
export function permissionDate(date: Date): string {
  const h = date.getUTCHours();
  const time = `${h % 12 === 0 ? 12 : h % 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()] ?? 'Jan'} ${date.getUTCFullYear()}, ${time}`;
}
