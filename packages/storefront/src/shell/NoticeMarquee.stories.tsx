import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoticeMarquee } from './NoticeMarquee.tsx';
import { STORY_NOTICES } from '../test/story-notices.ts';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/NoticeMarquee',
  component: NoticeMarquee,
  decorators: [withStorefrontFrame],
  args: { notices: STORY_NOTICES },
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a page: the first notice slides up and moves to the end every 4 s. */
export const OnAPage: Story = {
  args: { variant: 'page' },
};

/** In the site header: a slimmer line, turning every 2 s. */
export const InTheHeader: Story = {
  args: { variant: 'header' },
};

/** One notice stays where it is. */
export const OneNotice: Story = {
  args: { notices: STORY_NOTICES.slice(0, 1) },
};

/** No notices: nothing at all. */
export const NoNotices: Story = {
  args: { notices: [] },
};

/** The same marquee in English (the notices themselves stay as written). */
export const InEnglish: Story = {
  args: { variant: 'page' },
  globals: { locale: 'en-US' },
};
