import schema from '@mall/schemas/blocks/hotAdvert.schema.json';
import empty from '../../../../fixtures/blocks/hotAdvert/empty.json';
import invalid from '../../../../fixtures/blocks/hotAdvert/invalid.json';
import many from '../../../../fixtures/blocks/hotAdvert/many.json';
import typical from '../../../../fixtures/blocks/hotAdvert/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/HotAdvert', ...blockStoriesMeta('hotAdvert', schema) };

export default meta;

/** A titled row: the 590x300 festival picture and four 290x145 pictures in two lines of two. */
export const Typical = blockStory(typical);

/** No pictures: the block renders nothing. */
export const Empty = blockStory(empty);

/** Every option: a coloured title row with a second title, links to a path, an https site and a partner code, one picture without link and one without title. */
export const ManyItems = blockStory(many);

/** A picture missing, a relative picture path and a `javascript:` link: the preview card names all three. */
export const InvalidData = blockStory(invalid);
