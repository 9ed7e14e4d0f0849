import { atrium, FEATURE_PACKAGES } from '@atrium/eslint-config';

/**
 * ui-kit may import React and Mantine only; `files` may also import what `allowed` matches (a
 * regex alternation), with the rest of the shared-package rules kept.
 */
function alsoAllow(files, allowed, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@atrium/mock-api', '@atrium/mock-api/*'], message: 'Product code never imports the mock API.' },
            { group: FEATURE_PACKAGES.flatMap((f) => [`@atrium/${f}`, `@atrium/${f}/*`]), message: 'Shared packages never depend on a feature package.' },
            { regex: `^(?!\\.|react$|react/|react-dom$|react-dom/|@mantine/|${allowed})`, message },
          ],
        },
      ],
    },
  };
}

export default [
  ...atrium({ tsconfigRootDir: import.meta.dirname, kind: 'ui-kit' }),
  // The rich-text subpath (@atrium/ui-kit/rich-text) drives @mantine/tiptap, which needs Tiptap's
  // editor. Its Tiptap packages are optional peers, and ui-kit's main entry never imports this
  // file (only its plain-string labels).
  alsoAllow(['src/rich-text/rich-text-field.tsx'], '@tiptap/react$|@tiptap/starter-kit$', 'The rich-text field may import React, Mantine and Tiptap only.'),
  // CSV export writes through @atrium/core's CSV writer (the one formula guard, shared with the
  // mock's and the server's exports; issue 22).
  alsoAllow(['src/csv/csv.ts'], '@atrium/core/csv$', 'The CSV export may import React, Mantine and @atrium/core/csv only.'),
  // The numbers the kit writes itself (a stat card's change, a table's page range) go through the
  // one formatting module, so digits and separators match every feature's (issue 21).
  alsoAllow(['src/stat-card/stat-card.tsx', 'src/data-table/data-table.tsx'], '@atrium/core/format$', 'Stat card and data table may import React, Mantine and @atrium/core/format only.'),
  // The date field (@atrium/ui-kit/date-field) drives @mantine/dates with the app's languages
  // (dayjs's ar and he locales, optional peers like @mantine/dates) and shows the date in the one
  // formatting module's `date` style; ui-kit's main entry never imports it.
  alsoAllow(['src/date-field/date-field.tsx', 'src/date-field/parse.ts'], 'dayjs/locale/(ar|he)$|@atrium/core/format$', 'The date field may import React, Mantine, dayjs locales and @atrium/core/format only.'),
];
