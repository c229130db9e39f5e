// The door of @mall/blocks. Block components are NOT exported: only the registry's lazy loaders
// reference them, so each stays its own chunk and out of the storefront's main bundle. The
// registry itself is a chunk too (the block index); it is reached only through `loadBlockRegistry`.
export { loadBlockRegistry } from './load-block-registry.ts';
export { assertRecipesPresent, mallSystem, PALETTES_LEFT_OUT } from './theme/system.ts';
export { blockMessages, BLOCKS_NAMESPACE } from './i18n/block-messages.ts';
export {
  formatMarketPrice,
  formatMoney,
  formatPoints,
  formatPrice,
  isMoneyUnit,
} from './parts/format-price.ts';
export { PAGE_WIDTH, WINDOW_END_INSET_VAR } from './parts/layout.ts';
export { countdownParts, useCountdown, useCountdownEnded } from './parts/useCountdown.ts';
export { useAfterFirstFrame } from './parts/useAfterFirstFrame.ts';
export { useOffScreen } from './parts/useOffScreen.ts';
export { NoticeIcon } from './parts/NoticeIcon.tsx';
export { usePrefersReducedMotion } from './parts/usePrefersReducedMotion.ts';
export type { CountdownOptions, CountdownParts } from './parts/useCountdown.ts';
export { flashBuyGoodsPath } from './flash-buy/flash-buy-path.ts';
export type { FlashBuyGoodsRef } from './flash-buy/flash-buy-path.ts';

// Storybook and tests: fixture-backed services and the providers a block needs around it.
export { createFixtureServices, FIXTURE_USER } from './testing/fixture-services.ts';
export type { FixtureServiceCalls, FixtureServices } from './testing/fixture-services.ts';
export { BlockProviders } from './testing/BlockProviders.tsx';
export { reducedMotionMatchMedia, standInViewport } from './testing/viewport-and-motion.ts';
export type { StandInViewport } from './testing/viewport-and-motion.ts';
export type { BlockProvidersProps } from './testing/BlockProviders.tsx';
