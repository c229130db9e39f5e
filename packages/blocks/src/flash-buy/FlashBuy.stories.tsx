import schema from '@mall/schemas/blocks/flashBuy.schema.json';
import empty from '../../../../fixtures/blocks/flashBuy/empty.json';
import ended from '../../../../fixtures/blocks/flashBuy/ended.json';
import invalid from '../../../../fixtures/blocks/flashBuy/invalid.json';
import many from '../../../../fixtures/blocks/flashBuy/many.json';
import typical from '../../../../fixtures/blocks/flashBuy/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/FlashBuy', ...blockStoriesMeta('flashBuy', schema) };

export default meta;

/** A flash sale ending in about two days: countdown ticking each second, four goods with sold counts. */
export const Typical = blockStory(typical);

/** A sale without goods: the block renders nothing. */
export const Empty = blockStory(empty);

/** Eight goods of a plan (`maxGoods: 8`), four per view, the rest scroll sideways. */
export const ManyItems = blockStory(many);

/** Neither planId nor marketId, and `maxGoods: 0`. */
export const InvalidData = blockStory(invalid);

/** The same sale for a guest: flash buy is for members only, so nothing shows. */
export const Guest = blockStory(typical, { guest: true });

/** A sale that ended last week: the end text instead of the countdown, no 'go buy'. */
export const Ended = blockStory(ended);
