import schema from '@mall/schemas/blocks/noticeShow.schema.json';
import empty from '../../../../fixtures/blocks/noticeShow/empty.json';
import invalid from '../../../../fixtures/blocks/noticeShow/invalid.json';
import many from '../../../../fixtures/blocks/noticeShow/many.json';
import typical from '../../../../fixtures/blocks/noticeShow/typical.json';
import { blockStoriesMeta, blockStory } from '../testing/block-stories.tsx';

const meta = { title: 'Blocks/NoticeShow', ...blockStoriesMeta('noticeShow', schema) };

export default meta;

/** Five notices; every 4 s the first slides up and moves to the end. */
export const Typical = blockStory(typical);

/** No notices: the block renders nothing. */
export const Empty = blockStory(empty);

/** Thirty notices, still one line. */
export const ManyItems = blockStory(many);

/** A notice saved with `noticeTitle` instead of `title`, a `javascript:` link and a numeric 'More' link. */
export const InvalidData = blockStory(invalid);
