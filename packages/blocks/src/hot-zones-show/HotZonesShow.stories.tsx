import schema from '@mall/schemas/blocks/hotZonesShow.schema.json';
import empty from '../../../../fixtures/blocks/hotZonesShow/empty.json';
import invalid from '../../../../fixtures/blocks/hotZonesShow/invalid.json';
import many from '../../../../fixtures/blocks/hotZonesShow/many.json';
import typical from '../../../../fixtures/blocks/hotZonesShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/HotZonesShow', ...blockStoriesMeta('hotZonesShow', schema) };

export default meta;

/** A festival picture: a plain link, a days counter (`countdown` link) and a family-benefit zone that asks first. */
export const Typical = blockStory(typical);

/** The picture without zones: nothing to click. */
export const Empty = blockStory(empty);

/** Nine zones on a 1200x600 picture, four of them asking for confirmation (`planCaseUseTo=2`). */
export const ManyItems = blockStory(many);

/** A relative picture path, a zone with `x: "10%"` and no height, a zone 140 % wide with a `javascript:` link. */
export const InvalidData = blockStory(invalid);
