import schema from '@mall/schemas/blocks/hotShow.schema.json';
import empty from '../../../../fixtures/blocks/hotShow/empty.json';
import invalid from '../../../../fixtures/blocks/hotShow/invalid.json';
import many from '../../../../fixtures/blocks/hotShow/many.json';
import plan from '../../../../fixtures/blocks/hotShow/plan.json';
import typical from '../../../../fixtures/blocks/hotShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/HotShow', ...blockStoriesMeta('hotShow', schema) };

export default meta;

/** Eight hot goods picked by the operator: TOP1 to TOP5 in view, 'next' shows TOP6 to TOP8. */
export const Typical = blockStory(typical);

/** An empty list: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twenty goods: four groups of five, paged by the previous/next buttons. */
export const ManyItems = blockStory(many);

/** A goods item without its name, a price written as text and `showRank: "是"`. */
export const InvalidData = blockStory(invalid);

/** No list: the ten goods of plan `plan-spring`, loaded through the services, in two groups. */
export const FromPlan = blockStory(plan);

/** The same list for an enterprise with its own points currency ('蓝海币'). */
export const TenantPoints = blockStory(typical, { services: { tenant: { pointsName: '蓝海币' } } });
