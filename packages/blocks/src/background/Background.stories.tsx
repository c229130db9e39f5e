import schema from '@mall/schemas/blocks/background.schema.json';
import empty from '../../../../fixtures/blocks/background/empty.json';
import invalid from '../../../../fixtures/blocks/background/invalid.json';
import many from '../../../../fixtures/blocks/background/many.json';
import typical from '../../../../fixtures/blocks/background/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/Background', ...blockStoriesMeta('background', schema) };

export default meta;

/** A warm cream page colour under the cloud picture at the top centre. */
export const Typical = blockStory(typical);

/** Empty colour and picture: the block renders nothing. */
export const Empty = blockStory(empty);

/** Every option: a pale colour under a border pattern repeated down the window (`repeatY`). */
export const ManyItems = blockStory(many);

/** A colour name, a relative picture path and `repeatY` as text: the preview card names all three. */
export const InvalidData = blockStory(invalid);
