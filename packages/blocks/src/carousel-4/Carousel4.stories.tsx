import schema from '@mall/schemas/blocks/carousel4.schema.json';
import empty from '../../../../fixtures/blocks/carousel4/empty.json';
import invalid from '../../../../fixtures/blocks/carousel4/invalid.json';
import many from '../../../../fixtures/blocks/carousel4/many.json';
import typical from '../../../../fixtures/blocks/carousel4/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/Carousel4', ...blockStoriesMeta('carousel4', schema) };

export default meta;

/** Four topic slides, each named by a tab under the picture. */
export const Typical = blockStory(typical);

/** No slides: the block renders nothing. */
export const Empty = blockStory(empty);

/** Eight slides, the most it takes; tabs fall back to the title, then to 'slide n'. */
export const ManyItems = blockStory(many);

/** A category model id as a number and a slide without a picture: the card names both. */
export const InvalidData = blockStory(invalid);
