import schema from '@mall/schemas/blocks/iconZone.schema.json';
import empty from '../../../../fixtures/blocks/iconZone/empty.json';
import invalid from '../../../../fixtures/blocks/iconZone/invalid.json';
import many from '../../../../fixtures/blocks/iconZone/many.json';
import typical from '../../../../fixtures/blocks/iconZone/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/IconZone', ...blockStoriesMeta('iconZone', schema) };

export default meta;

/** Two tabs: services (one hidden, one offline, one asking first) and welfare goods with prices. */
export const Typical = blockStory(typical);

/** One tab without icons: the block renders nothing. */
export const Empty = blockStory(empty);

/** 25 icons in the first tab: two lines show, the arrows move 191.25 px at a time. */
export const ManyItems = blockStory(many);

/** An icon with an empty picture and a price written as text. */
export const InvalidData = blockStory(invalid);
