import schema from '@mall/schemas/blocks/videoBanner.schema.json';
import empty from '../../../../fixtures/blocks/videoBanner/empty.json';
import invalid from '../../../../fixtures/blocks/videoBanner/invalid.json';
import many from '../../../../fixtures/blocks/videoBanner/many.json';
import typical from '../../../../fixtures/blocks/videoBanner/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/VideoBanner', ...blockStoriesMeta('videoBanner', schema) };

export default meta;

/** The spring tea video on a green band: plays muted by itself, zh-CN and en-US captions, 'Learn more' under it. */
export const Typical = blockStory(typical);

/** Only the video, its poster and title: waits for play, no captions, no link, no band colour. */
export const Empty = blockStory(empty);

/** Four caption tracks (the en-US one marked default), a long title, a link and a translucent band; no autoplay. */
export const ManyItems = blockStory(many);

/** A `javascript:` video, no poster, an empty title, `autoplay: "yes"` and captions of a refused kind. */
export const InvalidData = blockStory(invalid);
