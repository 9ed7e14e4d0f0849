import type { UserConfig } from 'vitest/config';

export interface AtriumVitestOptions {
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
  extend?: UserConfig;
}
export function atriumVitest(options?: AtriumVitestOptions): UserConfig;
export default atriumVitest;
