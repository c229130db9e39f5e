import schema from '@mall/schemas/blocks/carousel.schema.json';
import empty from '../../../../fixtures/blocks/carousel/empty.json';
import invalid from '../../../../fixtures/blocks/carousel/invalid.json';
import many from '../../../../fixtures/blocks/carousel/many.json';
import typical from '../../../../fixtures/blocks/carousel/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/Carousel', ...blockStoriesMeta('carousel', schema) };

export default meta;

/** Three slides of a home page, turning every 5 s. */
export const Typical = blockStory(typical);

/** No slides: the block renders nothing. */
export const Empty = blockStory(empty);

/** Ten slides: ten dots, still one picture at a time. */
export const ManyItems = blockStory(many);

/** A slide without a picture and a `javascript:` link: the preview card names both fields. */
export const InvalidData = blockStory(invalid);
