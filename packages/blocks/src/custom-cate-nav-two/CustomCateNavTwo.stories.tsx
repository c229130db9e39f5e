import schema from '@mall/schemas/blocks/customCateNavTwo.schema.json';
import empty from '../../../../fixtures/blocks/customCateNavTwo/empty.json';
import invalid from '../../../../fixtures/blocks/customCateNavTwo/invalid.json';
import many from '../../../../fixtures/blocks/customCateNavTwo/many.json';
import typical from '../../../../fixtures/blocks/customCateNavTwo/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/CustomCateNavTwo', ...blockStoriesMeta('customCateNavTwo', schema) };

export default meta;

/** Four red tabs; the selected one's 'All' link and children show in the white row under them. */
export const Typical = blockStory(typical);

/** No items: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twelve tabs on green (the first 10 fit), the first with 16 children (the first 12 fit), one with none. */
export const ManyItems = blockStory(many);

/** A child without a name, a tab name over 12 characters and a colour name: the card names all three. */
export const InvalidData = blockStory(invalid);

/** In custom-page mode: internal links keep `pageType=custom`. */
export const CustomPageMode = blockStory(typical, { services: { customPage: true } });
