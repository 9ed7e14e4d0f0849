import type { Options } from 'tsup';

export interface AtriumTsupOptions {
  cwd?: string;
  entry?: string[] | Record<string, string>;
  extend?: Options;
}
export function atriumTsup(options?: AtriumTsupOptions): Options | Options[];
export default atriumTsup;
export function bundleStyles(dist: string): void;
