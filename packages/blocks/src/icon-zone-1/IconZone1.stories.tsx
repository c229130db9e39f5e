import schema from '@mall/schemas/blocks/iconZone1.schema.json';
import empty from '../../../../fixtures/blocks/iconZone1/empty.json';
import invalid from '../../../../fixtures/blocks/iconZone1/invalid.json';
import many from '../../../../fixtures/blocks/iconZone1/many.json';
import typical from '../../../../fixtures/blocks/iconZone1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/IconZone1', ...blockStoriesMeta('iconZone1', schema) };

export default meta;

/** One row of ten round icons: one offline, one asking first, one with a price; one more is hidden. */
export const Typical = blockStory(typical);

/** Only a hidden icon: the block renders nothing. */
export const Empty = blockStory(empty);

/** 26 visible icons: two rows show and 'show 6 more' opens the rest. */
export const ManyItems = blockStory(many);

/** A price written as text, a colour name and an icon without a picture. */
export const InvalidData = blockStory(invalid);
