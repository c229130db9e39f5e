import schema from '@mall/schemas/blocks/freeGoodsShow1.schema.json';
import empty from '../../../../fixtures/blocks/freeGoodsShow1/empty.json';
import invalid from '../../../../fixtures/blocks/freeGoodsShow1/invalid.json';
import many from '../../../../fixtures/blocks/freeGoodsShow1/many.json';
import plan from '../../../../fixtures/blocks/freeGoodsShow1/plan.json';
import typical from '../../../../fixtures/blocks/freeGoodsShow1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/FreeGoodsShow1', ...blockStoriesMeta('freeGoodsShow1', schema) };

export default meta;

/** The 285x600 kitchen picture on the left, six kitchen goods in a 3x2 grid on the right. */
export const Typical = blockStory(typical);

/** A picture but no goods: the block renders nothing. */
export const Empty = blockStory(empty);

/** Nine tea goods: the grid shows the first 6 beside the tea picture. */
export const ManyItems = blockStory(many);

/** No picture, a `javascript:` link and a goods item without its SKU: the card names the fields. */
export const InvalidData = blockStory(invalid);

/** No list: the first 6 goods of plan `plan-spring` beside the picture, loaded through the services. */
export const FromPlan = blockStory(plan);
