import schema from '@mall/schemas/blocks/floatingLayer1.schema.json';
import empty from '../../../../fixtures/blocks/floatingLayer1/empty.json';
import invalid from '../../../../fixtures/blocks/floatingLayer1/invalid.json';
import many from '../../../../fixtures/blocks/floatingLayer1/many.json';
import typical from '../../../../fixtures/blocks/floatingLayer1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/FloatingLayer1', ...blockStoriesMeta('floatingLayer1', schema) };

export default meta;

/** Five entries in a white menu at the right edge, centred vertically, with a close button. */
export const Typical = blockStory(typical);

/** No entries: the block renders nothing. */
export const Empty = blockStory(empty);

/** Eight entries on cream, 160 px from the top: only the first 6 are shown. */
export const ManyItems = blockStory(many);

/** An entry without icon, a name over 6 characters and a negative offset: the card names all three. */
export const InvalidData = blockStory(invalid);
