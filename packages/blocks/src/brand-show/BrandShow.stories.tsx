import schema from '@mall/schemas/blocks/brandShow.schema.json';
import empty from '../../../../fixtures/blocks/brandShow/empty.json';
import invalid from '../../../../fixtures/blocks/brandShow/invalid.json';
import many from '../../../../fixtures/blocks/brandShow/many.json';
import typical from '../../../../fixtures/blocks/brandShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/BrandShow', ...blockStoriesMeta('brandShow', schema) };

export default meta;

/** Twelve brand logos in two lines of six, grey until pointed at, with 'More'. */
export const Typical = blockStory(typical);

/** No brands: the wall renders nothing. */
export const Empty = blockStory(empty);

/** Twenty-four brands saved: the first 18 shown in three lines, one of them without a link. */
export const ManyItems = blockStory(many);

/** A brand without name, a logo that is not an address and a `javascript:` link. */
export const InvalidData = blockStory(invalid);
