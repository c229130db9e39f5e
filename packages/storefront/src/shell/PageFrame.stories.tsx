import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { PageFrame } from './PageFrame.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { STORY_ACCESS_TOKEN, STORY_MEMBER } from '../test/story-members.ts';

const meta = {
  title: 'Storefront/Shell/PageFrame',
  component: PageFrame,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
  args: { children: <Text py="20">页面内容</Text> },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mall's header and footer (stored platform HSHSC). */
export const Mall: Story = {
  parameters: { storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN } } },
};

/** A disposable card's session (stored platform YCXK): the mall's frame without its toolbars. */
export const DisposableCard: Story = {
  parameters: {
    storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN, platform: 'YCXK' } },
  },
};

/** The exclusive homepage's header and footer (stored platform DZPT). */
export const ExclusiveHomepage: Story = {
  parameters: {
    storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN, platform: 'DZPT' } },
  },
};

/** An English-enabled page: the header carries the language switch. */
export const EnglishEnabled: Story = {
  args: { englishEnabled: true },
  parameters: { storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN } } },
};
