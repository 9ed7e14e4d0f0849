// Keeps nav-strings.<lng>.json equal to what the feature modules' menus and locales say.
// After changing a nav title or its translation: UPDATE_NAV_STRINGS=1 pnpm vitest run nav-strings
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { features } from '../features';
import { assembleNav } from '../shell/nav/nav-filter';
import { navStringKey, navTitles } from './nav-strings';

const LANGUAGES = ['en', 'ar', 'he'] as const;

function pick(source: unknown, path: string[]): unknown {
  let node = source;
  for (const part of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

function put(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[path.at(-1) as string] = value;
}

async function expected(lng: (typeof LANGUAGES)[number]) {
  const out: Record<string, unknown> = {};
  const missing: string[] = [];
  const titles = [...new Set(navTitles(assembleNav(features)))].filter((t) => navStringKey(t) !== t).sort();
  for (const title of titles) {
    const [ns, key] = title.split(':') as [string, string];
    const load = features.find((f) => f.id === ns)?.locales?.[lng];
    const value = load ? pick(await load(), key.split('.')) : undefined;
    if (typeof value !== 'string') missing.push(`${lng} ${title}`);
    else put(out, [ns, ...key.split('.')], value);
  }
  return { out, missing };
}

describe('@atrium/dashboard/nav-strings', () => {
  it.each(LANGUAGES)('nav-strings.%s.json holds every feature nav title, translated', async (lng) => {
    const { out, missing } = await expected(lng);
    expect(missing).toEqual([]);
    const file = join(__dirname, `nav-strings.${lng}.json`);
    const text = `${JSON.stringify(out, null, 2)}\n`;
    if (process.env.UPDATE_NAV_STRINGS) writeFileSync(file, text);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(out);
  });
});
