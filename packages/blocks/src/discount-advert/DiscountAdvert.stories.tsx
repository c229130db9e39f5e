import schema from '@mall/schemas/blocks/discountAdvert.schema.json';
import empty from '../../../../fixtures/blocks/discountAdvert/empty.json';
import invalid from '../../../../fixtures/blocks/discountAdvert/invalid.json';
import many from '../../../../fixtures/blocks/discountAdvert/many.json';
import typical from '../../../../fixtures/blocks/discountAdvert/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/DiscountAdvert', ...blockStoriesMeta('discountAdvert', schema) };

export default meta;

/** Three 384x200 pictures, two of them captioned with their discount (满199减50, 满99减20). */
export const Typical = blockStory(typical);

/** No pictures: the block renders nothing. */
export const Empty = blockStory(empty);

/** The most a row holds: four 282x200 pictures, each with its discount caption. */
export const ManyItems = blockStory(many);

/** A caption longer than 20 characters and a picture missing: the preview card names both. */
export const InvalidData = blockStory(invalid);
