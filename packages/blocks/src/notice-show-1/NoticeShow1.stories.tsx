import schema from '@mall/schemas/blocks/noticeShow1.schema.json';
import empty from '../../../../fixtures/blocks/noticeShow1/empty.json';
import invalid from '../../../../fixtures/blocks/noticeShow1/invalid.json';
import many from '../../../../fixtures/blocks/noticeShow1/many.json';
import typical from '../../../../fixtures/blocks/noticeShow1/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/NoticeShow1', ...blockStoriesMeta('noticeShow1', schema) };

export default meta;

/** Five notices saved, the newest three shown with their dates, and 'More'. */
export const Typical = blockStory(typical);

/** No notices: the box stays and says 'no announcements yet'. */
export const Empty = blockStory(empty);

/** Twenty notices under a tinted title row: still three lines. */
export const ManyItems = blockStory(many);

/** A notice saved with `noticeTitle`, a date with slashes and a `javascript:` 'More' link. */
export const InvalidData = blockStory(invalid);
