import schema from '@mall/schemas/blocks/freeGoodsShow2.schema.json';
import empty from '../../../../fixtures/blocks/freeGoodsShow2/empty.json';
import invalid from '../../../../fixtures/blocks/freeGoodsShow2/invalid.json';
import many from '../../../../fixtures/blocks/freeGoodsShow2/many.json';
import plan from '../../../../fixtures/blocks/freeGoodsShow2/plan.json';
import typical from '../../../../fixtures/blocks/freeGoodsShow2/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/FreeGoodsShow2', ...blockStoriesMeta('freeGoodsShow2', schema) };

export default meta;

/** The '1F' grain and oil floor: a pink head band and ten compact cards, 5 per row, and 'More'. */
export const Typical = blockStory(typical);

/** An empty floor: the block renders nothing. */
export const Empty = blockStory(empty);

/** Fourteen goods, one priced in yuan, on a blue band: the floor shows the first 10. */
export const ManyItems = blockStory(many);

/** A relative picture path, a negative market price and a colour name: the card names the fields. */
export const InvalidData = blockStory(invalid);

/** No list: all 10 goods of plan `plan-spring`, loaded through the services. */
export const FromPlan = blockStory(plan);

/** The member's enterprise calls its points '蓝海币': prices say so. */
export const EnterprisePoints = blockStory(typical, { services: { tenant: { pointsName: '蓝海币' } } });
