import { atrium } from '@atrium/eslint-config';

export default atrium({
  tsconfigRootDir: import.meta.dirname,
  kind: 'feature',
  name: 'insights',
  // The screens call /api/insights only, whose contract is the `./insights` subpath. The main entry
  // would bring every back-office schema to the landing dashboard (~19 kB gzip, evaluated on its
  // first load; issue 16).
  productOnlyPaths: [{ name: '@atrium/api', message: "Import the insights contract from '@atrium/api/insights'." }],
});
