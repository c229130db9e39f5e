import schema from '@mall/schemas/blocks/specialOfferApplicationsSelection.schema.json';
import empty from '../../../../fixtures/blocks/specialOfferApplicationsSelection/empty.json';
import invalid from '../../../../fixtures/blocks/specialOfferApplicationsSelection/invalid.json';
import many from '../../../../fixtures/blocks/specialOfferApplicationsSelection/many.json';
import typical from '../../../../fixtures/blocks/specialOfferApplicationsSelection/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = {
  title: 'Blocks/SpecialOfferApplicationsSelection',
  ...blockStoriesMeta('specialOfferApplicationsSelection', schema),
};

export default meta;

/** Four offers in one row, each with its discount line in the price colour; one is a partner code. */
export const Typical = blockStory(typical);

/** No offers: the block renders nothing. */
export const Empty = blockStory(empty);

/** Twelve offers in three rows; one without a price line. */
export const ManyItems = blockStory(many);

/** An offer without a name, an ftp picture and a price line longer than 20 characters. */
export const InvalidData = blockStory(invalid);
