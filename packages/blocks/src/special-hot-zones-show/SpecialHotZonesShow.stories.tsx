import schema from '@mall/schemas/blocks/specialHotZonesShow.schema.json';
import empty from '../../../../fixtures/blocks/specialHotZonesShow/empty.json';
import invalid from '../../../../fixtures/blocks/specialHotZonesShow/invalid.json';
import many from '../../../../fixtures/blocks/specialHotZonesShow/many.json';
import typical from '../../../../fixtures/blocks/specialHotZonesShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/SpecialHotZonesShow', ...blockStoriesMeta('specialHotZonesShow', schema) };

export default meta;

/** The new-year special picture with two zones over its buttons (立即选购, 距离除夕). */
export const Typical = blockStory(typical);

/** The picture without zones: nothing to click. */
export const Empty = blockStory(empty);

/** Six zones on a 1200x600 picture: four named cards, an untitled band named by its number, one without link left out. */
export const ManyItems = blockStory(many);

/** A relative picture path, a zone with `x: "10%"` and no height, a zone 140 % wide with a `javascript:` link. */
export const InvalidData = blockStory(invalid);
