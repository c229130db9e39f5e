import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// The mall's warm red (#e4393c) as a full palette, so `colorPalette="brand"` works on every recipe.
const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdf0f0' },
          100: { value: '#fbdcdc' },
          200: { value: '#f6b5b6' },
          300: { value: '#f08a8c' },
          400: { value: '#ea6063' },
          500: { value: '#e4393c' },
          600: { value: '#c82a2d' },
          700: { value: '#a32124' },
          800: { value: '#7d191c' },
          900: { value: '#581214' },
          950: { value: '#380b0c' },
        },
        price: { value: '#e4393c' },
      },
      fonts: {
        body: { value: '"PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif' },
        heading: { value: '"PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

/** The mall's Chakra system: the default config plus the brand palette; used by Storybook, tests and the storefront. */
export const mallSystem = createSystem(defaultConfig, brandConfig);
