import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the block library (with the page playground) and the storefront's shell components.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/blocks/src/**/*.stories.tsx', '../packages/storefront/src/**/*.stories.tsx'],
  // Fixture pictures are served at /img, as the API server serves them, so page JSON reads the same.
  staticDirs: [{ from: '../fixtures/images', to: '/img' }],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    // Chakra and Ark mark every module "use client"; the bundler warns once per file (about 1000 lines) for nothing.
    const rollupOptions = (viteConfig.build ??= {}).rollupOptions ?? {};
    const previous = rollupOptions.onwarn;
    rollupOptions.onwarn = (warning, handle) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (previous) previous(warning, handle);
      else handle(warning);
    };
    viteConfig.build.rollupOptions = rollupOptions;
    return viteConfig;
  },
};

export default config;
