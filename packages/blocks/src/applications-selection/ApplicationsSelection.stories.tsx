import schema from '@mall/schemas/blocks/applicationsSelection.schema.json';
import empty from '../../../../fixtures/blocks/applicationsSelection/empty.json';
import invalid from '../../../../fixtures/blocks/applicationsSelection/invalid.json';
import many from '../../../../fixtures/blocks/applicationsSelection/many.json';
import typical from '../../../../fixtures/blocks/applicationsSelection/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/ApplicationsSelection', ...blockStoriesMeta('applicationsSelection', schema) };

export default meta;

/** Twelve applications in two rows: partner codes, family info, a mobile-only app and plain links. */
export const Typical = blockStory(typical);

/** No applications: the block renders nothing. */
export const Empty = blockStory(empty);

/** 24 applications in four rows; one long description is cut to one line. */
export const ManyItems = blockStory(many);

/** A tile without a name, a relative logo path and a `javascript:` link. */
export const InvalidData = blockStory(invalid);
