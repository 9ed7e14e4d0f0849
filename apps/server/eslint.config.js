import { atrium } from '@atrium/eslint-config';

// An app: its product code (src/ without tests) may not import the mock backend nor msw (decision
// 0033); tests may, to compare the server's answers with the mock's.
const mswMessage = 'The server runs no MSW: msw belongs to the mock backend and its tests (decision 0033).';

export default atrium({
  tsconfigRootDir: import.meta.dirname,
  kind: 'app',
  productOnlyPaths: ['msw', 'msw/node', 'msw/browser', 'msw/core/http'].map((name) => ({ name, message: mswMessage })),
});
