import schema from '@mall/schemas/blocks/carousel2.schema.json';
import empty from '../../../../fixtures/blocks/carousel2/empty.json';
import invalid from '../../../../fixtures/blocks/carousel2/invalid.json';
import many from '../../../../fixtures/blocks/carousel2/many.json';
import typical from '../../../../fixtures/blocks/carousel2/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/Carousel2', ...blockStoriesMeta('carousel2', schema) };

export default meta;

/** A 990x453 carousel beside the member panel: greeting, welfare points and account links. */
export const Typical = blockStory(typical);

/** A guest: the panel greets them and offers the log-in link instead of points. */
export const Guest = blockStory(typical, { guest: true });

/** An enterprise with its own points currency: the panel names the balance in it. */
export const TenantPointsName = blockStory(typical, { services: { tenant: { pointsName: '蓝海币' } } });

/** No slides: the block renders nothing, member panel included. */
export const Empty = blockStory(empty);

/** Ten slides: ten dots beside the same member panel. */
export const ManyItems = blockStory(many);

/** A relative picture path, a `javascript:` link and `autoplay: 1`: the card names the three fields. */
export const InvalidData = blockStory(invalid);
