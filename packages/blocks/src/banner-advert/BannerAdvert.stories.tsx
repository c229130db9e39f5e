import schema from '@mall/schemas/blocks/bannerAdvert.schema.json';
import empty from '../../../../fixtures/blocks/bannerAdvert/empty.json';
import invalid from '../../../../fixtures/blocks/bannerAdvert/invalid.json';
import many from '../../../../fixtures/blocks/bannerAdvert/many.json';
import typical from '../../../../fixtures/blocks/bannerAdvert/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/BannerAdvert', ...blockStoriesMeta('bannerAdvert', schema) };

export default meta;

/** A red band with the festival banner, a link and a close button. */
export const Typical = blockStory(typical);

/** Only the picture: no link, no band colour, still closable. */
export const Empty = blockStory(empty);

/** Every option set, `closable: false`: no close button. (A banner has no list; this is its fullest form.) */
export const ManyItems = blockStory(many);

/** No picture, a colour name instead of a code and `closable: "false"` as text. */
export const InvalidData = blockStory(invalid);
