import schema from '@mall/schemas/blocks/specialAdvert.schema.json';
import empty from '../../../../fixtures/blocks/specialAdvert/empty.json';
import invalid from '../../../../fixtures/blocks/specialAdvert/invalid.json';
import many from '../../../../fixtures/blocks/specialAdvert/many.json';
import typical from '../../../../fixtures/blocks/specialAdvert/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/SpecialAdvert', ...blockStoriesMeta('specialAdvert', schema) };

export default meta;

/** Two 588x300 pictures side by side on a special page. */
export const Typical = blockStory(typical);

/** No pictures: the block renders nothing. */
export const Empty = blockStory(empty);

/** Six pictures, three to a row (384x300), one of them without a link. */
export const ManyItems = blockStory(many);

/** Four columns and a height written as `"300px"`: the preview card names both. */
export const InvalidData = blockStory(invalid);
