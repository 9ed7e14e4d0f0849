import { atrium, FEATURE_PACKAGES } from '@atrium/eslint-config';

export default [
  ...atrium({ tsconfigRootDir: import.meta.dirname, kind: 'ui-kit' }),
  // The one exception to "React and Mantine only": the rich-text subpath (@atrium/ui-kit/rich-text)
  // drives @mantine/tiptap, which needs Tiptap's editor. Its Tiptap packages are optional peers,
  // and ui-kit's main entry never imports this file (only its plain-string labels).
  {
    files: ['src/rich-text/rich-text-field.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@atrium/mock-api', '@atrium/mock-api/*'], message: 'Product code never imports the mock API.' },
            { group: FEATURE_PACKAGES.flatMap((f) => [`@atrium/${f}`, `@atrium/${f}/*`]), message: 'Shared packages never depend on a feature package.' },
            {
              regex: '^(?!\\.|react$|react/|react-dom$|react-dom/|@mantine/|@tiptap/react$|@tiptap/starter-kit$)',
              message: 'The rich-text field may import React, Mantine and Tiptap only.',
            },
          ],
        },
      ],
    },
  },
  // CSV export writes through @atrium/core's CSV writer (the one formula guard, shared with the
  // mock's and the server's exports; issue 22): that file may import @atrium/core/csv and nothing
  // else outside React and Mantine.
  {
    files: ['src/csv/csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@atrium/mock-api', '@atrium/mock-api/*'], message: 'Product code never imports the mock API.' },
            { group: FEATURE_PACKAGES.flatMap((f) => [`@atrium/${f}`, `@atrium/${f}/*`]), message: 'Shared packages never depend on a feature package.' },
            {
              regex: '^(?!\\.|react$|react/|react-dom$|react-dom/|@mantine/|@atrium/core/csv$)',
              message: 'The CSV export may import React, Mantine and @atrium/core/csv only.',
            },
          ],
        },
      ],
    },
  },
];
