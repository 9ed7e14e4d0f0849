// Checks that every key of a package's en.json exists in ar.json and he.json beside it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type Json = { [key: string]: unknown };

export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Json).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
}

export interface LocaleProblem {
  file: string;
  missing: string[];
  /** keys whose translation is identical to English (a copy, not a translation) */
  untranslated: string[];
}

const get = (obj: unknown, path: string): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), obj);

/** Finds every folder under `root` with an en.json and compares ar.json and he.json to it. */
export function checkLocales(root: string, { allowSame = [] as string[] } = {}): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'en.json') {
        const en = JSON.parse(readFileSync(path, 'utf8')) as Json;
        const keys = flattenKeys(en);
        for (const lng of ['ar', 'he']) {
          const file = join(dir, `${lng}.json`);
          if (!existsSync(file)) {
            problems.push({ file, missing: keys, untranslated: [] });
            continue;
          }
          const other = JSON.parse(readFileSync(file, 'utf8')) as Json;
          const otherKeys = new Set(flattenKeys(other));
          const missing = keys.filter((k) => !otherKeys.has(k));
          const untranslated = keys.filter((k) => {
            const a = get(en, k);
            // the words of a message, not its {{placeholders}}: '{{label}}:' reads the same in every language
            return typeof a === 'string' && /[A-Za-z]{3,}/.test(a.replace(/\{\{[^}]*\}\}/g, '')) && a === get(other, k) && !allowSame.includes(k);
          });
          if (missing.length || untranslated.length) problems.push({ file, missing, untranslated });
        }
      }
    }
  };
  walk(root);
  return problems;
}
