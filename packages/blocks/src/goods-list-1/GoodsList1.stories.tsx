import schema from '@mall/schemas/blocks/goodsList1.schema.json';
import empty from '../../../../fixtures/blocks/goodsList1/empty.json';
import invalid from '../../../../fixtures/blocks/goodsList1/invalid.json';
import many from '../../../../fixtures/blocks/goodsList1/many.json';
import market from '../../../../fixtures/blocks/goodsList1/market.json';
import plan from '../../../../fixtures/blocks/goodsList1/plan.json';
import typical from '../../../../fixtures/blocks/goodsList1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/GoodsList1', ...blockStoriesMeta('goodsList1', schema) };

export default meta;

/** Four teas of plan 'new tea' as rows: picture, name, plan tag, prices and 'Buy now'. */
export const Typical = blockStory(typical);

/** An empty list: the block renders nothing. */
export const Empty = blockStory(empty);

/** Eleven goods: the list shows the first 8 rows. */
export const ManyItems = blockStory(many);

/** An empty name, an over-long price unit and a `vbscript:` 'More' link: the card names the fields. */
export const InvalidData = blockStory(invalid);

/** No list: the first 8 of the 10 goods of plan `plan-spring`, loaded through the services. */
export const FromPlan = blockStory(plan);

/** The goods of flash sale `market-flash-1`; the rows' tag is the market's name. */
export const FromMarket = blockStory(market);

/** The member's enterprise calls its points '蓝海币': prices say so. */
export const EnterprisePoints = blockStory(typical, { services: { tenant: { pointsName: '蓝海币' } } });
