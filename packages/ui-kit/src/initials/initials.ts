// What an avatar shows when there is no picture: the first letter of the first two words.

/** "Jordan Stevenson" → "JS"; whole characters (code points), so a name in any script or with an emoji stays intact. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
