import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales } from './locales';

const write = (dir: string, name: string, value: unknown) => writeFileSync(join(dir, name), JSON.stringify(value));

describe('@atrium/test-utils/checkLocales', () => {
  it('reports missing keys, missing files and English copies', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    const dir = join(root, 'src', 'locales');
    mkdirSync(dir, { recursive: true });
    write(dir, 'en.json', { a: { title: 'Orders' }, b: 'Delete' });
    write(dir, 'ar.json', { a: { title: 'الطلبات' } });
    const problems = checkLocales(root);
    expect(problems).toEqual([
      { file: join(dir, 'ar.json'), missing: ['b'], untranslated: [] },
      { file: join(dir, 'he.json'), missing: ['a.title', 'b'], untranslated: [] },
    ]);
    write(dir, 'ar.json', { a: { title: 'الطلبات' }, b: 'حذف' });
    write(dir, 'he.json', { a: { title: 'Orders' }, b: 'מחיקה' });
    expect(checkLocales(root)).toEqual([{ file: join(dir, 'he.json'), missing: [], untranslated: ['a.title'] }]);
  });

  it('needs no translation for a message of placeholders and punctuation, but does for words around them', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    const dir = join(root, 'locales');
    mkdirSync(dir, { recursive: true });
    write(dir, 'en.json', { line: '{{label}}:', count: '{{count}} items' });
    write(dir, 'ar.json', { line: '{{label}}:', count: '{{count}} items' });
    write(dir, 'he.json', { line: '{{label}}:', count: '{{count}} פריטים' });
    expect(checkLocales(root)).toEqual([{ file: join(dir, 'ar.json'), missing: [], untranslated: ['count'] }]);
  });
});
