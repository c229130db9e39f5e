import type { BlockComponent, BlockDefinition, RegistryShape } from '@mall/runtime';
import type { CarouselOptions, FlashBuyOptions } from '@mall/schemas';
import { describe, expectTypeOf, it } from 'vitest';
import * as definitions from './definitions.ts';

// What only the compiler can check: `vitest --typecheck` runs these through tsc, nothing at run time.
describe('the block registry, as the compiler checks it', () => {
  it('takes the definitions of every block type, each typed by its schema options', () => {
    expectTypeOf(definitions).toExtend<RegistryShape>();
  });

  it('refuses a definition whose component takes another block type options', () => {
    const flashBuyLike: BlockComponent<FlashBuyOptions> = () => null;
    expectTypeOf({ load: async () => flashBuyLike, skeletonHeight: 1 }).not.toExtend<
      BlockDefinition<CarouselOptions>
    >();
  });

  it('refuses a registry without one of the block types', () => {
    const { carousel: _left, ...withoutCarousel } = definitions;
    expectTypeOf(withoutCarousel).not.toExtend<RegistryShape>();
  });
});
