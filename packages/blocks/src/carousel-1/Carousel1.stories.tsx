import schema from '@mall/schemas/blocks/carousel1.schema.json';
import empty from '../../../../fixtures/blocks/carousel1/empty.json';
import invalid from '../../../../fixtures/blocks/carousel1/invalid.json';
import many from '../../../../fixtures/blocks/carousel1/many.json';
import noPromos from '../../../../fixtures/blocks/carousel1/no-promos.json';
import typical from '../../../../fixtures/blocks/carousel1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/Carousel1', ...blockStoriesMeta('carousel1', schema) };

export default meta;

/** Three slides turning every 5 s, with two promotion pictures stacked beside them. */
export const Typical = blockStory(typical);

/** No slides: the block renders nothing, even with promotion pictures set aside. */
export const Empty = blockStory(empty);

/** Ten slides: ten dots, still one picture at a time beside the two promotions. */
export const ManyItems = blockStory(many);

/** No promotion pictures: the carousel stands alone, centred in the row. */
export const WithoutPromos = blockStory(noPromos);

/** A slide without a picture, a `javascript:` promotion link and three promotions: the card names them. */
export const InvalidData = blockStory(invalid);
