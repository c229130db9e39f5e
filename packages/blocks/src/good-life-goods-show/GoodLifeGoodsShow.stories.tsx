import schema from '@mall/schemas/blocks/goodLifeGoodsShow.schema.json';
import empty from '../../../../fixtures/blocks/goodLifeGoodsShow/empty.json';
import invalid from '../../../../fixtures/blocks/goodLifeGoodsShow/invalid.json';
import many from '../../../../fixtures/blocks/goodLifeGoodsShow/many.json';
import single from '../../../../fixtures/blocks/goodLifeGoodsShow/single.json';
import typical from '../../../../fixtures/blocks/goodLifeGoodsShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/GoodLifeGoodsShow', ...blockStoriesMeta('goodLifeGoodsShow', schema) };

export default meta;

/** Three tabs (two plans and a picked list): the first shows 8 of the plan's 10 goods in two rows of four. */
export const Typical = blockStory(typical);

/** One tab with an empty list: the block renders nothing. */
export const Empty = blockStory(empty);

/** Five tabs, the first with twelve picked goods (8 shown), the others plans, a market and a short list. */
export const ManyItems = blockStory(many);

/** A tab label longer than 12 characters and a tab with neither goods nor plan. */
export const InvalidData = blockStory(invalid);

/** A single tab: no tab bar, just the plan's first 8 goods. */
export const SingleTab = blockStory(single);

/** The typical tabs for an enterprise with its own points currency ('蓝海币'). */
export const TenantPoints = blockStory(typical, { services: { tenant: { pointsName: '蓝海币' } } });
