import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook over every package's stories, or one package's alone: STORYBOOK_PACKAGE=invoice
// (what `corepack pnpm --filter @atrium/invoice storybook` sets) keeps that package's stories,
// with the same preview, decorators and MSW set-up. Packages resolve to src/ through the
// @atrium/source condition, so no package needs building first.
const only = process.env.STORYBOOK_PACKAGE?.replace(/^@atrium\//, '');
if (only !== undefined && !/^[a-z0-9-]+$/.test(only)) throw new Error(`STORYBOOK_PACKAGE: not a package name: ${only}`);

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [`../../../packages/${only ?? '*'}/src/**/*.stories.@(ts|tsx)`],
  // a11y: axe on every story, in the panel and as part of each story's test (preview.tsx sets
  // which rules fail it); vitest: every story is a Vitest test in Chromium (vitest.config.ts)
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@atrium/source', ...defaultClientConditions] },
    });
  },
};

export default config;
