// Proves the import boundaries fail the lint: each case lints a scratch file's text with the
// package-kind config and expects (or not) a no-restricted-imports error.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { atrium } from './index.js';

/** Only the boundary rule, with a parser that needs no tsconfig (scratch text, no project). */
function boundaryConfig(options, file) {
  const configs = atrium({ tsconfigRootDir: import.meta.dirname, ...options });
  const rule = configs
    .filter((c) => c.rules?.['no-restricted-imports'] && (!c.files || matches(c, file)))
    .map((c) => c.rules['no-restricted-imports'])
    .at(-1);
  return [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-imports': rule } }];
}

function matches(config, file) {
  const isTest = /\.test\.|\.stories\.|\/test\/|\/e2e\/|\.config\.ts$/.test(file);
  const testsOnly = config.files?.some((f) => f.includes('.test.'));
  return testsOnly ? isTest : !isTest;
}

async function lint(options, file, code) {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: boundaryConfig(options, file), cwd: import.meta.dirname });
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('@atrium/eslint-config boundaries', () => {
  it('a feature importing another feature fails', async () => {
    const errors = await lint({ kind: 'feature', name: 'email' }, 'src/pages/scratch.ts', "import { ProductList } from '@atrium/ecommerce';\n");
    expect(errors.join()).toMatch(/never imports another feature/);
    expect(await lint({ kind: 'feature', name: 'email' }, 'src/pages/scratch.ts', "import { PageHeader } from '@atrium/ui-kit';\n")).toEqual([]);
  });

  it('product code importing the mock backend fails; a test may', async () => {
    expect((await lint({ kind: 'feature', name: 'email' }, 'src/api/scratch.ts', "import { handlers } from '@atrium/mock-api';\n")).join()).toMatch(/never imports the mock backend/);
    expect(await lint({ kind: 'feature', name: 'email' }, 'src/api/scratch.test.ts', "import { handlers } from '@atrium/mock-api';\n")).toEqual([]);
  });

  it('ui-kit may import React and Mantine only', async () => {
    expect((await lint({ kind: 'ui-kit' }, 'src/x/scratch.tsx', "import { z } from 'zod';\n")).join()).toMatch(/React and Mantine only/);
    expect((await lint({ kind: 'ui-kit' }, 'src/x/scratch.tsx', "import { t } from '@atrium/i18n';\n")).join()).toMatch(/React and Mantine only/);
    expect(await lint({ kind: 'ui-kit' }, 'src/x/scratch.tsx', "import { Card } from '@mantine/core';\nimport { useState } from 'react';\nimport { x } from './y';\n")).toEqual([]);
  });

  it('shared packages never import a feature', async () => {
    expect((await lint({ kind: 'library' }, 'src/scratch.ts', "import { x } from '@atrium/users';\n")).join()).toMatch(/never depend on a feature/);
  });
});
