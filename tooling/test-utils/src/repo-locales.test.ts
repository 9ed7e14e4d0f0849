// Every locale folder in the repository: en keys must exist in ar and he, and be translated.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales } from './locales';

const repo = join(import.meta.dirname, '..', '..', '..');

describe('@atrium/locales', () => {
  it('apps and packages have complete ar and he translations', () => {
    const problems = [...checkLocales(join(repo, 'packages')), ...checkLocales(join(repo, 'apps'))];
    expect(problems.map((p) => `${p.file}: missing ${p.missing.join(', ') || '-'}; untranslated ${p.untranslated.join(', ') || '-'}`)).toEqual([]);
  });
});
