import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  radiomarkRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes that nothing of the mall names. Each is 11 colours and 7 semantic colours,
 * and more variables for `colorPalette`, in the token dictionary `createSystem` builds at the start of
 * every page, the longest task of it (issue 26). A component given one of these would draw without
 * colours: `scripts/colour-palettes.test.ts` finds any of them named in the packages' code.
 */
export const PALETTES_LEFT_OUT: readonly string[] = ['teal', 'cyan', 'pink'];

function withoutPalettesLeftOut<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !PALETTES_LEFT_OUT.includes(name)),
  ) as T;
}

/** A semantic token's value, or Chakra's `{ _light, _dark }` pair of them. */
type SemanticValue = string | { _light?: string; _dark?: string };

/**
 * Chakra's semantic tokens with their light values only. The mall has no dark mode (nothing puts
 * the `dark` class on the page), and each `_dark` value was a token of its own in the dictionary
 * `createSystem` builds at every page's start, 91 of its 599, and a CSS variable in every page's head.
 */
export function lightOnly<T extends object>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([name, entry]: [string, unknown]) => {
      if (typeof entry !== 'object' || entry === null) return [name, entry];
      if (!('value' in entry)) return [name, lightOnly(entry)];
      const value = entry.value as SemanticValue;
      return [
        name,
        typeof value === 'object' && '_light' in value ? { ...entry, value: value._light } : entry,
      ];
    }),
  ) as T;
}

// Chakra's default theme with the recipes of the components we use, and no others: its full theme
// holds every recipe of every component (140 kB of the JS of the first paint), which a phone downloads
// and parses before anything shows (issue 8). A component whose recipe is missing renders unstyled, so
// the tests ask for every recipe through `assertRecipesPresent`: add the component's recipe here
// when a test says it is missing.
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettesLeftOut(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutPalettesLeftOut(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

// The mall's warm red as a full palette, so `colorPalette="brand"` works on every recipe. Its 500
// (the solid colour, also the price colour) is #d13134 rather than the old site's #e4393c: white on
// it, and it on white, grey and its own 50, reach the 4.5:1 contrast of WCAG AA (#e4393c had 4.24).
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
          500: { value: '#d13134' },
          600: { value: '#c82a2d' },
          700: { value: '#a32124' },
          800: { value: '#7d191c' },
          900: { value: '#581214' },
          950: { value: '#380b0c' },
        },
        price: { value: '#d13134' },
      },
      // Named, the CJK font of Android and Linux (Noto Sans CJK) is found at once: left to the
      // system's fallback, every run of Chinese text first looks through the installed fonts for one
      // that has its characters, and the first layout of a page took 10-20 ms longer (issue 26). Last,
      // after Arial: its Latin letters and digits are wider, and "1000-1999" no longer fitted its card.
      fonts: {
        body: {
          value:
            '"PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
        },
        heading: {
          value:
            '"PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
        },
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
        // Chakra's light text tones one step darker where its own fall short of 4.5:1 on white
        // (gray.400 2.6, red.500 3.8, orange.600 3.6, green.600 3.3): WCAG AA for normal text.
        fg: {
          subtle: { value: '{colors.gray.500}' },
          error: { value: '{colors.red.600}' },
          warning: { value: '{colors.orange.700}' },
          success: { value: '{colors.green.700}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
});

let made: SystemContext | undefined;

/**
 * The mall's Chakra system: the default config plus the brand palette; used by Storybook, tests and
 * the storefront. Made on first call, not when the module loads: making it is the longest piece of
 * work of the whole app's startup (about 30 ms on a fast machine), and the storefront gives it a task
 * of its own, so the page stays responsive while it starts (main.tsx).
 */
export function mallSystem(): SystemContext {
  made ??= createSystem(defaultBaseConfig, themeConfig, brandConfig);
  return made;
}

/** Chakra's own recipe names, from `@chakra-ui/react/theme` (passed in: importing them here would bundle them all). */
export interface ChakraRecipeNames {
  recipes: Record<string, unknown>;
  slotRecipes: Record<string, unknown>;
}

/**
 * Makes a component that asks for one of Chakra's recipes the system lacks throw, instead of rendering
 * unstyled. The test setups call it, so every component a test renders checks its recipe is in
 * `themeConfig`. (Some components ask for a recipe Chakra itself does not have, `text` for one, and
 * get none: those pass.)
 */
export function assertRecipesPresent(chakra: ChakraRecipeNames, system: SystemContext = mallSystem()): void {
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => {
    if (key in chakra.recipes && !system.isRecipe(key))
      throw new Error(`the mall's Chakra system has no recipe "${key}" (theme/system.ts)`);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (key in chakra.slotRecipes && !system.isSlotRecipe(key))
      throw new Error(`the mall's Chakra system has no slot recipe "${key}" (theme/system.ts)`);
    return getSlotRecipeFn(key, fallback);
  };
}
