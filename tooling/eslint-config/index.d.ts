import type { Linter } from 'eslint';

export const FEATURE_PACKAGES: string[];
export interface AtriumEslintOptions {
  tsconfigRootDir: string;
  kind?: 'feature' | 'ui-kit' | 'library' | 'app' | 'tooling';
  name?: string;
  allowMockApiIn?: string[];
}
export function atrium(options: AtriumEslintOptions): Linter.Config[];
export default atrium;
