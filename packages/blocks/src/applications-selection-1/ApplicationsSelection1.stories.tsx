import schema from '@mall/schemas/blocks/applicationsSelection1.schema.json';
import empty from '../../../../fixtures/blocks/applicationsSelection1/empty.json';
import invalid from '../../../../fixtures/blocks/applicationsSelection1/invalid.json';
import many from '../../../../fixtures/blocks/applicationsSelection1/many.json';
import typical from '../../../../fixtures/blocks/applicationsSelection1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = {
  title: 'Blocks/ApplicationsSelection1',
  ...blockStoriesMeta('applicationsSelection1', schema),
};

export default meta;

/** Eight large cards in two rows of four, the name over each picture; partner codes and family info. */
export const Typical = blockStory(typical);

/** No applications: the block renders nothing. */
export const Empty = blockStory(empty);

/** Sixteen cards in four rows, partner codes first, then plain links. */
export const ManyItems = blockStory(many);

/** A card without a picture and a name longer than 20 characters. */
export const InvalidData = blockStory(invalid);
