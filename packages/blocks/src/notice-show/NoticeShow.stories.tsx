import type { Meta, StoryObj } from '@storybook/react-vite';
import empty from '../../../../fixtures/blocks/noticeShow/empty.json';
import invalid from '../../../../fixtures/blocks/noticeShow/invalid.json';
import many from '../../../../fixtures/blocks/noticeShow/many.json';
import typical from '../../../../fixtures/blocks/noticeShow/typical.json';
import { BlockPage } from '../testing/BlockPage.tsx';

const meta = {
  title: 'Blocks/NoticeShow',
  component: BlockPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five notices; every 4 s the first slides up and moves to the end. */
export const Typical: Story = { args: { block: typical } };

/** No notices: the block renders nothing. */
export const Empty: Story = { args: { block: empty } };

/** Thirty notices, still one line. */
export const ManyItems: Story = { args: { block: many } };

/** A notice saved with `noticeTitle` instead of `title`, a `javascript:` link and a numeric 'More' link. */
export const InvalidData: Story = { args: { block: invalid } };
