import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook over every package's stories, or one package's alone: STORYBOOK_PACKAGE=invoice
// (what `corepack pnpm --filter @atrium/invoice storybook` sets) keeps that package's stories
// (`dashboard`: the app's own screens),
// with the same preview, decorators and MSW set-up. Packages resolve to src/ through the
// @atrium/source condition, so no package needs building first.
const only = process.env.STORYBOOK_PACKAGE?.replace(/^@atrium\//, '');
if (only !== undefined && !/^[a-z0-9-]+$/.test(only)) throw new Error(`STORYBOOK_PACKAGE: not a package name: ${only}`);

// A package's stories (its src folder's *.stories.tsx), the ui-kit's docs pages (MDX in
// apps/storybook/docs/ui-kit, where the docs addon resolves), and the dashboard app's own screens (its misc pages, in apps/dashboard/src).
function storyGlobs(name: string | undefined): string[] {
  const dashboard = '../../dashboard/src/**/*.stories.@(ts|tsx)';
  const uiKitDocs = '../docs/ui-kit/**/*.mdx';
  if (name === 'dashboard') return [dashboard];
  if (name !== undefined) return [...(name === 'ui-kit' ? [uiKitDocs] : []), `../../../packages/${name}/src/**/*.stories.@(ts|tsx)`];
  return [uiKitDocs, '../../../packages/*/src/**/*.stories.@(ts|tsx)', dashboard];
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: storyGlobs(only),
  // a11y: axe on every story, in the panel and as part of each story's test (preview.tsx sets
  // which rules fail it); vitest: every story is a Vitest test in Chromium (vitest.config.ts);
  // docs: autodocs pages (`tags: ['autodocs']`) and the ui-kit's MDX pages
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
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
