import schema from '@mall/schemas/blocks/carousel5.schema.json';
import empty from '../../../../fixtures/blocks/carousel5/empty.json';
import invalid from '../../../../fixtures/blocks/carousel5/invalid.json';
import many from '../../../../fixtures/blocks/carousel5/many.json';
import noCategories from '../../../../fixtures/blocks/carousel5/no-categories.json';
import typical from '../../../../fixtures/blocks/carousel5/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/Carousel5', ...blockStoriesMeta('carousel5', schema) };

export default meta;

/** Eight categories on the left of an 830x453 carousel of three slides. */
export const Typical = blockStory(typical);

/** No slides: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twelve categories (the most) and ten slides. */
export const ManyItems = blockStory(many);

/** No categories: the carousel stands alone, centred in the row. */
export const WithoutCategories = blockStory(noCategories);

/** An empty category name, a category without one and one too long: the card names all three. */
export const InvalidData = blockStory(invalid);
