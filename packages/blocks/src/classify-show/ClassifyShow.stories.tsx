import schema from '@mall/schemas/blocks/classifyShow.schema.json';
import empty from '../../../../fixtures/blocks/classifyShow/empty.json';
import invalid from '../../../../fixtures/blocks/classifyShow/invalid.json';
import many from '../../../../fixtures/blocks/classifyShow/many.json';
import typical from '../../../../fixtures/blocks/classifyShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/ClassifyShow', ...blockStoriesMeta('classifyShow', schema) };

export default meta;

/** Four category tabs with icons; hover or arrow keys switch the panel of sub-categories. */
export const Typical = blockStory(typical);

/** One category without sub-categories: the block renders nothing. */
export const Empty = blockStory(empty);

/** Eight categories: a full panel of 12, one tab without icon, one empty category left out. */
export const ManyItems = blockStory(many);

/** A category without its list and a sub-category without a picture. */
export const InvalidData = blockStory(invalid);
