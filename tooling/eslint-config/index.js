// Shared flat ESLint config: typed TypeScript rules, React hooks, jsx-a11y, and the
// import boundaries of ARCHITECTURE.md ("which way the arrows go"), enforced, not remembered.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature packages: none may import another (a link to another feature is a path). */
export const FEATURE_PACKAGES = [
  'auth',
  'insights',
  'dashboards',
  'ecommerce',
  'email',
  'chat',
  'calendar',
  'invoice',
  'academy',
  'logistics',
  'users',
  'pages',
  'showcase',
];

const TEST_FILES = ['*.config.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test/**', '**/e2e/**', '**/mocks/**'];

const mockApiMessage =
  'Product code never imports the mock backend; only tests, stories and the app boot may (ARCHITECTURE.md).';

/**
 * @param {object} options
 * @param {string} options.tsconfigRootDir  the package folder (import.meta.dirname)
 * @param {'feature'|'ui-kit'|'library'|'app'|'tooling'} [options.kind]
 * @param {string} [options.name]  the package's short name, for features
 * @param {string[]} [options.allowMockApiIn]  globs (apps only) allowed to import @atrium/mock-api
 * @param {{ name: string, message: string }[]} [options.productOnlyPaths]  more imports product code may not use (no-restricted-imports `paths`)
 */
export function atrium({ tsconfigRootDir, kind = 'library', name, allowMockApiIn = [], productOnlyPaths = [] }) {
  // Rules that hold everywhere in the package, tests and stories included.
  const restricted = [];
  // Rules for product code only (src/ without tests and stories).
  const productOnly = [];
  if (kind !== 'tooling') {
    productOnly.push({ group: ['@atrium/mock-api', '@atrium/mock-api/*'], message: mockApiMessage });
  }
  if (kind === 'feature') {
    const others = FEATURE_PACKAGES.filter((f) => f !== name);
    restricted.push({
      group: others.flatMap((f) => [`@atrium/${f}`, `@atrium/${f}/*`]),
      message: 'A feature never imports another feature; link to it by path instead (ARCHITECTURE.md).',
    });
  }
  if (kind === 'ui-kit') {
    productOnly.push({
      regex: '^(?!\\.|react$|react/|react-dom$|react-dom/|@mantine/)',
      message: 'ui-kit is installed by other apps: it may import React and Mantine only.',
    });
  }
  if (kind === 'library' || kind === 'ui-kit') {
    restricted.push({
      group: FEATURE_PACKAGES.flatMap((f) => [`@atrium/${f}`, `@atrium/${f}/*`]),
      message: 'Shared packages never depend on a feature package.',
    });
  }

  return tseslint.config(
    { ignores: ['dist/**', 'dist-*/**', 'storybook-static/**', 'coverage/**', 'reports/**', '**/*.gen.ts', 'public/**', '*.config.{js,mjs,cjs}'] },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
        globals: { ...globals.browser, ...globals.node },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/only-throw-error': 'off',
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      },
    },
    {
      files: ['**/*.tsx'],
      plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
      rules: {
        ...reactHooks.configs.recommended.rules,
        ...jsxA11y.flatConfigs.recommended.rules,
      },
    },
    {
      files: ['**/*.{ts,tsx}'],
      ignores: [...TEST_FILES, ...allowMockApiIn],
      rules: { 'no-restricted-imports': ['error', { paths: productOnlyPaths, patterns: [...restricted, ...productOnly] }] },
    },
    {
      // Tests and stories may use the mock backend, but the other boundaries still hold.
      files: TEST_FILES,
      rules: {
        'no-restricted-imports': restricted.length ? ['error', { patterns: restricted }] : 'off',
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/unbound-method': 'off',
      },
    },
  );
}

export default atrium;
