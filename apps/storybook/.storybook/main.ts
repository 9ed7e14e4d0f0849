import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook over every package's stories; packages resolve to src/ through the
// @atrium/source condition, so no package needs building first.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
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
