import schema from '@mall/schemas/blocks/specialOfferAdvert.schema.json';
import empty from '../../../../fixtures/blocks/specialOfferAdvert/empty.json';
import invalid from '../../../../fixtures/blocks/specialOfferAdvert/invalid.json';
import many from '../../../../fixtures/blocks/specialOfferAdvert/many.json';
import typical from '../../../../fixtures/blocks/specialOfferAdvert/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/SpecialOfferAdvert', ...blockStoriesMeta('specialOfferAdvert', schema) };

export default meta;

/** The 1200x400 advert with headline, subtitle and a 立即抢购 button; a click anywhere opens the offer. */
export const Typical = blockStory(typical);

/** Only the picture: no text, no button, nothing to click. */
export const Empty = blockStory(empty);

/** Every option but the button label (the catalogue default 立即查看), in a cream text colour. */
export const ManyItems = blockStory(many);

/** No picture, a colour name instead of a code and a button label over 12 characters. */
export const InvalidData = blockStory(invalid);
