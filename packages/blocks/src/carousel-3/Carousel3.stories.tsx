import schema from '@mall/schemas/blocks/carousel3.schema.json';
import empty from '../../../../fixtures/blocks/carousel3/empty.json';
import invalid from '../../../../fixtures/blocks/carousel3/invalid.json';
import many from '../../../../fixtures/blocks/carousel3/many.json';
import typical from '../../../../fixtures/blocks/carousel3/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/Carousel3', ...blockStoriesMeta('carousel3', schema) };

export default meta;

/** Four full-width 1200x453 slides with their thumbnails under them. */
export const Typical = blockStory(typical);

/** No slides: the block renders nothing. */
export const Empty = blockStory(empty);

/** The most slides it takes, eight: eight thumbnails in one strip. */
export const ManyItems = blockStory(many);

/** Nine slides and `autoplay` as text: the card names both fields. */
export const InvalidData = blockStory(invalid);
