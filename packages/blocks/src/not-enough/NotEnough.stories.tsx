import schema from '@mall/schemas/blocks/notEnough.schema.json';
import empty from '../../../../fixtures/blocks/notEnough/empty.json';
import invalid from '../../../../fixtures/blocks/notEnough/invalid.json';
import many from '../../../../fixtures/blocks/notEnough/many.json';
import typical from '../../../../fixtures/blocks/notEnough/typical.json';
import { FIXTURE_USER } from '../testing/fixture-services.ts';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/NotEnough', ...blockStoriesMeta('notEnough', schema) };

export default meta;

/** A member with 60 points. */
const lowBalance = { services: { user: { ...FIXTURE_USER, points: 60 } } };

/** A member with 60 points (below 100): the balance, the operator's message and the button. */
export const Typical = blockStory(typical, lowBalance);

/** No options, a member with 60 points: the catalogue's message and button, to `/goodsList`. */
export const Empty = blockStory(empty, lowBalance);

/** Every option set; the 20,000 threshold shows the band to the member with 12,680 points. */
export const ManyItems = blockStory(many);

/** A threshold written as text and a `javascript:` link. */
export const InvalidData = blockStory(invalid, lowBalance);

/** The member's 12,680 points reach the threshold of 100: nothing is shown. */
export const EnoughPoints = blockStory(typical);

/** A guest: the block is for members only, nothing is shown. */
export const Guest = blockStory(typical, { guest: true });
