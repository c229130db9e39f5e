import schema from '@mall/schemas/blocks/goodLifeBrandShow.schema.json';
import empty from '../../../../fixtures/blocks/goodLifeBrandShow/empty.json';
import invalid from '../../../../fixtures/blocks/goodLifeBrandShow/invalid.json';
import many from '../../../../fixtures/blocks/goodLifeBrandShow/many.json';
import typical from '../../../../fixtures/blocks/goodLifeBrandShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/GoodLifeBrandShow', ...blockStoriesMeta('goodLifeBrandShow', schema) };

export default meta;

/** The featured tea brand with its slogan and eight brand logos beside it. */
export const Typical = blockStory(typical);

/** Neither a featured brand nor logos: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twenty logos saved under a tinted title row: the first eight shown. */
export const ManyItems = blockStory(many);

/** A featured picture that is not an address and a logo without brand name. */
export const InvalidData = blockStory(invalid);
