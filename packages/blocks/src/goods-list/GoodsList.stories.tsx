import schema from '@mall/schemas/blocks/goodsList.schema.json';
import empty from '../../../../fixtures/blocks/goodsList/empty.json';
import invalid from '../../../../fixtures/blocks/goodsList/invalid.json';
import many from '../../../../fixtures/blocks/goodsList/many.json';
import plan from '../../../../fixtures/blocks/goodsList/plan.json';
import typical from '../../../../fixtures/blocks/goodsList/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/GoodsList', ...blockStoriesMeta('goodsList', schema) };

export default meta;

/** Eight goods picked by the operator, prices in points, market prices struck through, and 'More'. */
export const Typical = blockStory(typical);

/** An empty list: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twelve goods in the list: the showcase shows the first 8. */
export const ManyItems = blockStory(many);

/** A goods item without its name and a price written as text. */
export const InvalidData = blockStory(invalid);

/** No list: the goods of plan `plan-spring`, loaded through the services. */
export const FromPlan = blockStory(plan);
