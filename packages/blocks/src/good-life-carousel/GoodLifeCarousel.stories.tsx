import schema from '@mall/schemas/blocks/goodLifeCarousel.schema.json';
import empty from '../../../../fixtures/blocks/goodLifeCarousel/empty.json';
import invalid from '../../../../fixtures/blocks/goodLifeCarousel/invalid.json';
import many from '../../../../fixtures/blocks/goodLifeCarousel/many.json';
import typical from '../../../../fixtures/blocks/goodLifeCarousel/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/GoodLifeCarousel', ...blockStoriesMeta('goodLifeCarousel', schema) };

export default meta;

/** Three good-life slides; the full-width band takes each slide's warm colour. */
export const Typical = blockStory(typical);

/** No slides: the block renders nothing. */
export const Empty = blockStory(empty);

/** Ten slides, the most it takes: ten orange dots. */
export const ManyItems = blockStory(many);

/** A colour name instead of a code and a slide without a picture: the card names both. */
export const InvalidData = blockStory(invalid);
