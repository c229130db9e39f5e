import type { BlockServices } from '@mall/runtime';
import schema from '@mall/schemas/blocks/themeSelection.schema.json';
import empty from '../../../../fixtures/blocks/themeSelection/empty.json';
import invalid from '../../../../fixtures/blocks/themeSelection/invalid.json';
import many from '../../../../fixtures/blocks/themeSelection/many.json';
import typical from '../../../../fixtures/blocks/themeSelection/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/ThemeSelection', ...blockStoriesMeta('themeSelection', schema) };

export default meta;

// The member's answer for the plans of many.json: spring not shown to them, tea shown but closed.
const closedPlans: Partial<BlockServices> = {
  async checkAvailability(queries) {
    return queries.map((query) => ({
      planId: query.planId ?? null,
      marketId: query.marketId ?? null,
      statusCN: query.planId === 'plan-tea' ? '已结束' : '进行中',
      isShow: query.planId !== 'plan-spring',
      isOpen: query.planId !== 'plan-tea',
    }));
  },
};

/** Four partner themes: one offline ('ended'), one of an open plan, one with its check closed (hidden). */
export const Typical = blockStory(typical);

/** No themes: the block renders nothing. */
export const Empty = blockStory(empty);

/** Every partner code and four plans or markets in three rows; an unknown plan shows 'ended'. */
export const ManyItems = blockStory(many);

/** The same themes for a member who may not see the spring plan and finds the tea plan closed. */
export const ClosedPlans = blockStory(many, { services: closedPlans });

/** A theme without a picture and `onLine` written as text. */
export const InvalidData = blockStory(invalid);
