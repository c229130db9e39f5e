import schema from '@mall/schemas/blocks/floatingLayer.schema.json';
import empty from '../../../../fixtures/blocks/floatingLayer/empty.json';
import invalid from '../../../../fixtures/blocks/floatingLayer/invalid.json';
import many from '../../../../fixtures/blocks/floatingLayer/many.json';
import typical from '../../../../fixtures/blocks/floatingLayer/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/FloatingLayer', ...blockStoriesMeta('floatingLayer', schema) };

export default meta;

/** A 120x120 red packet floating at the right side, 240 px from the top, with a close button. */
export const Typical = blockStory(typical);

/** No picture: the block renders nothing. */
export const Empty = blockStory(empty);

/** Every option set: a 100x160 customer-service picture at the left side, 320 px from the top. (No list; its fullest form.) */
export const ManyItems = blockStory(many);

/** An unknown side, a text top offset and a width over 400: the card names all three. */
export const InvalidData = blockStory(invalid);
