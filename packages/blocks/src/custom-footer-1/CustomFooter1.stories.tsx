import schema from '@mall/schemas/blocks/customFooter1.schema.json';
import empty from '../../../../fixtures/blocks/customFooter1/empty.json';
import invalid from '../../../../fixtures/blocks/customFooter1/invalid.json';
import many from '../../../../fixtures/blocks/customFooter1/many.json';
import typical from '../../../../fixtures/blocks/customFooter1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/CustomFooter1', ...blockStoriesMeta('customFooter1', schema) };

export default meta;

/** The mall logo, a row of five links with dividers and the copyright line, centred. */
export const Typical = blockStory(typical);

/** No logo, links or copyright: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twelve links on a pale blue band: only the first 10 links are shown. */
export const ManyItems = blockStory(many);

/** A relative logo path, a link without a name and a list as copyright: the card names all three. */
export const InvalidData = blockStory(invalid);

/** In custom-page mode: internal links keep `pageType=custom`. */
export const CustomPageMode = blockStory(typical, { services: { customPage: true } });
