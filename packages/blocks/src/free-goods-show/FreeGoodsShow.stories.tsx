import schema from '@mall/schemas/blocks/freeGoodsShow.schema.json';
import empty from '../../../../fixtures/blocks/freeGoodsShow/empty.json';
import invalid from '../../../../fixtures/blocks/freeGoodsShow/invalid.json';
import many from '../../../../fixtures/blocks/freeGoodsShow/many.json';
import plan from '../../../../fixtures/blocks/freeGoodsShow/plan.json';
import typical from '../../../../fixtures/blocks/freeGoodsShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/FreeGoodsShow', ...blockStoriesMeta('freeGoodsShow', schema) };

export default meta;

/** Eight goods the operator picked, 4 per row, prices in points, market prices struck through, and 'More'. */
export const Typical = blockStory(typical);

/** An empty list: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twelve goods, one priced in yuan: the showcase shows the first 8. */
export const ManyItems = blockStory(many);

/** A goods item without its name, a price written as text and a colour name: the card names the fields. */
export const InvalidData = blockStory(invalid);

/** No list: the first 8 of the 10 goods of plan `plan-spring`, loaded through the services. */
export const FromPlan = blockStory(plan);

/** The member's enterprise calls its points '蓝海币': prices say so. */
export const EnterprisePoints = blockStory(typical, { services: { tenant: { pointsName: '蓝海币' } } });
