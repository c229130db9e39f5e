import schema from '@mall/schemas/blocks/customCateNav.schema.json';
import empty from '../../../../fixtures/blocks/customCateNav/empty.json';
import invalid from '../../../../fixtures/blocks/customCateNav/invalid.json';
import many from '../../../../fixtures/blocks/customCateNav/many.json';
import typical from '../../../../fixtures/blocks/customCateNav/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/CustomCateNav', ...blockStoriesMeta('customCateNav', schema) };

export default meta;

/** A red bar of seven items; three open a panel of child categories on hover or focus. */
export const Typical = blockStory(typical);

/** No items: the block renders nothing. */
export const Empty = blockStory(empty);

/** Fifteen items on a navy bar with gold text: the first 12 fit; one panel lists 24 children. */
export const ManyItems = blockStory(many);

/** An empty item name, a `javascript:` child link and a colour name: the preview card names all three. */
export const InvalidData = blockStory(invalid);

/** In custom-page mode: internal links keep `pageType=custom`. */
export const CustomPageMode = blockStory(typical, { services: { customPage: true } });
