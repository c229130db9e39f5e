import schema from '@mall/schemas/blocks/goodLifePointSearch.schema.json';
import empty from '../../../../fixtures/blocks/goodLifePointSearch/empty.json';
import invalid from '../../../../fixtures/blocks/goodLifePointSearch/invalid.json';
import many from '../../../../fixtures/blocks/goodLifePointSearch/many.json';
import typical from '../../../../fixtures/blocks/goodLifePointSearch/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/GoodLifePointSearch', ...blockStoriesMeta('goodLifePointSearch', schema) };

export default meta;

/** Six range cards with icons under the title row with 12,680 welfare points and 'my points'. */
export const Typical = blockStory(typical);

/** No ranges: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twelve ranges in two lines; the last six without icon (gold coin) and the last two named from their numbers. */
export const ManyItems = blockStory(many);

/** A negative minimum, an icon that is not an address and a maximum written as text. */
export const InvalidData = blockStory(invalid);

/** A guest: the cards only, no balance and no button. */
export const Guest = blockStory(typical, { guest: true });

/** An enterprise with its own title, its own name for points and no 'my points' button. */
export const EnterpriseWording = blockStory(typical, {
  services: { tenant: { pointsName: '福豆', hidePointsButton: true, pointSearchTitle: '福豆兑好礼' } },
});
