import schema from '@mall/schemas/blocks/specialDiscount.schema.json';
import empty from '../../../../fixtures/blocks/specialDiscount/empty.json';
import ended from '../../../../fixtures/blocks/specialDiscount/ended.json';
import invalid from '../../../../fixtures/blocks/specialDiscount/invalid.json';
import list from '../../../../fixtures/blocks/specialDiscount/list.json';
import many from '../../../../fixtures/blocks/specialDiscount/many.json';
import typical from '../../../../fixtures/blocks/specialDiscount/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/SpecialDiscount', ...blockStoriesMeta('specialDiscount', schema) };

export default meta;

/** The goods of a rush market ending in about two days: discount tags and a countdown ticking each second. */
export const Typical = blockStory(typical);

/** A market without goods yet: the block renders nothing. */
export const Empty = blockStory(empty);

/** The ten goods of plan `plan-spring`: the first 5, and a countdown of some sixty days. */
export const ManyItems = blockStory(many);

/** A goods item without its SKU, a market price written as text and an end text that is too long. */
export const InvalidData = blockStory(invalid);

/** The operator's own list: no countdown; no tag where there is no market price; a price in 元. */
export const FromList = blockStory(list);

/** A market that ended last week: the end text in the title row instead of the countdown. */
export const Ended = blockStory(ended);
