import schema from '@mall/schemas/blocks/customFooter.schema.json';
import empty from '../../../../fixtures/blocks/customFooter/empty.json';
import invalid from '../../../../fixtures/blocks/customFooter/invalid.json';
import many from '../../../../fixtures/blocks/customFooter/many.json';
import typical from '../../../../fixtures/blocks/customFooter/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/CustomFooter', ...blockStoriesMeta('customFooter', schema) };

export default meta;

/** Four link columns, the hotline, service hours and mailbox line, and the copyright line. */
export const Typical = blockStory(typical);

/** Nothing configured: the block renders nothing. */
export const Empty = blockStory(empty);

/** Seven columns of eight links on a cream band: only 5 columns of 6 links are shown. */
export const ManyItems = blockStory(many);

/** A column without links, a `javascript:` link, a number as hotline and a colour name. */
export const InvalidData = blockStory(invalid);

/** In custom-page mode: internal links keep `pageType=custom`. */
export const CustomPageMode = blockStory(typical, { services: { customPage: true } });
