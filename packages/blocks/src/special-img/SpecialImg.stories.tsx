import schema from '@mall/schemas/blocks/specialImg.schema.json';
import empty from '../../../../fixtures/blocks/specialImg/empty.json';
import invalid from '../../../../fixtures/blocks/specialImg/invalid.json';
import many from '../../../../fixtures/blocks/specialImg/many.json';
import typical from '../../../../fixtures/blocks/specialImg/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/SpecialImg', ...blockStoriesMeta('specialImg', schema) };

export default meta;

/** A red-to-pink vertical gradient behind the whole window. */
export const Typical = blockStory(typical);

/** Neither picture nor colours: the block renders nothing. */
export const Empty = blockStory(empty);

/** Every option with `isImg`: the lantern picture at the top centre, over the dark red `fromColor`. */
export const ManyItems = blockStory(many);

/** `isImg` as text, a relative picture path and a colour name: the preview card names all three. */
export const InvalidData = blockStory(invalid);
