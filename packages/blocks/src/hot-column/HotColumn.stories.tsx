import schema from '@mall/schemas/blocks/hotColumn.schema.json';
import empty from '../../../../fixtures/blocks/hotColumn/empty.json';
import invalid from '../../../../fixtures/blocks/hotColumn/invalid.json';
import many from '../../../../fixtures/blocks/hotColumn/many.json';
import typical from '../../../../fixtures/blocks/hotColumn/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/HotColumn', ...blockStoriesMeta('hotColumn', schema) };

export default meta;

/** Three ranking columns (grain and oil, appliances, tea), five ranked goods each, with 'More'. */
export const Typical = blockStory(typical);

/** No columns: the block renders nothing. */
export const Empty = blockStory(empty);

/** Three columns of eight goods each: every column shows its top 5. */
export const ManyItems = blockStory(many);

/** Four columns, one without its title and a colour name instead of a code. */
export const InvalidData = blockStory(invalid);

/** The typical columns for an enterprise with its own points currency ('蓝海币'). */
export const TenantPoints = blockStory(typical, { services: { tenant: { pointsName: '蓝海币' } } });
