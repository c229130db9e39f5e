import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserStrip } from './UserStrip.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import {
  STORY_ACCESS_TOKEN,
  STORY_DEALER,
  STORY_FIXED_ACCOUNT,
  STORY_MEMBER,
} from '../test/story-members.ts';

const meta = {
  title: 'Storefront/Shell/UserStrip',
  component: UserStrip,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
  args: { reloadRoot: fn(), reloadPage: fn(), onLogout: fn() },
} satisfies Meta<typeof UserStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: greeting with log in and sign up. */
export const Guest: Story = {};

/** A member allowed on both platforms. */
export const Member: Story = {
  parameters: { storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN } } },
};

/** A dealer: code, last login time, point balance. */
export const Dealer: Story = {
  parameters: { storefront: { session: { userInfo: STORY_DEALER, accessToken: STORY_ACCESS_TOKEN } } },
};

/** A dealer logging in for the first time. */
export const DealerFirstLogin: Story = {
  parameters: {
    storefront: {
      session: { userInfo: { ...STORY_DEALER, lastLoginDate: null }, accessToken: STORY_ACCESS_TOKEN },
    },
  },
};

/** A fixed account (canLogout false). */
export const FixedAccount: Story = {
  parameters: {
    storefront: { session: { userInfo: STORY_FIXED_ACCOUNT, accessToken: STORY_ACCESS_TOKEN } },
  },
};

/** The exclusive homepage's greeting. */
export const ExclusiveHomepageMember: Story = {
  args: { platform: 'DZPT' },
  parameters: {
    storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN, platform: 'DZPT' } },
  },
};

/** With the language switch of English-enabled pages. */
export const WithLanguageSwitch: Story = {
  args: { englishEnabled: true },
  parameters: { storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN } } },
};
