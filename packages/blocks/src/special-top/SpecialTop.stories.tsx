import schema from '@mall/schemas/blocks/specialTop.schema.json';
import empty from '../../../../fixtures/blocks/specialTop/empty.json';
import invalid from '../../../../fixtures/blocks/specialTop/invalid.json';
import many from '../../../../fixtures/blocks/specialTop/many.json';
import typical from '../../../../fixtures/blocks/specialTop/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/SpecialTop', ...blockStoriesMeta('specialTop', schema) };

export default meta;

/** The 1920x500 new-year top image, centred and cropped at the sides, not clickable. */
export const Typical = blockStory(typical);

/** Only the picture: its alt text is the block name. */
export const Empty = blockStory(empty);

/** Every option: a 400 px high top image that opens the spring plan. */
export const ManyItems = blockStory(many);

/** A relative picture path and the height written as `"500px"`: the preview card names both. */
export const InvalidData = blockStory(invalid);
