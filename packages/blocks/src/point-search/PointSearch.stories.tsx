import schema from '@mall/schemas/blocks/pointSearch.schema.json';
import empty from '../../../../fixtures/blocks/pointSearch/empty.json';
import invalid from '../../../../fixtures/blocks/pointSearch/invalid.json';
import many from '../../../../fixtures/blocks/pointSearch/many.json';
import typical from '../../../../fixtures/blocks/pointSearch/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/PointSearch', ...blockStoriesMeta('pointSearch', schema) };

export default meta;

/** Five point ranges, the member's 12,680 welfare points and the 'my points' button. */
export const Typical = blockStory(typical);

/** No ranges: the bar renders nothing. */
export const Empty = blockStory(empty);

/** Eight ranges on a tinted bar, the last two named from their numbers (`1000-2999`, `3000+`). */
export const ManyItems = blockStory(many);

/** A minimum written as text, a range without minimum and a colour name instead of a code. */
export const InvalidData = blockStory(invalid);

/** A guest: the ranges only, no balance and no button. */
export const Guest = blockStory(typical, { guest: true });

/** An enterprise with its own title, its own name for points and no 'my points' button. */
export const EnterpriseWording = blockStory(typical, {
  services: { tenant: { pointsName: '福豆', hidePointsButton: true, pointSearchTitle: '福豆兑好礼' } },
});
