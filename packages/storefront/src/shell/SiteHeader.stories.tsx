import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { SiteHeader } from './SiteHeader.tsx';
import { withStorefrontFrame, type StorefrontStoryParameters } from '../test/StorefrontStoryFrame.tsx';
import {
  STORY_ACCESS_TOKEN,
  STORY_DEALER,
  STORY_FIXED_ACCOUNT,
  STORY_MEMBER,
} from '../test/story-members.ts';

const HOT_SEARCH_TERMS = ['五常大米', '坚果礼盒', '空气净化器', '龙井茶'];

const member: StorefrontStoryParameters = {
  session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN },
};

const meta = {
  title: 'Storefront/Shell/SiteHeader',
  component: SiteHeader,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
  args: { reloadRoot: fn(), reloadPage: fn() },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site call answered: logo and name. */
export const WithLogo: Story = {
  args: { siteName: '好生活福利商城', logoImg: '/img/logo.svg' },
};

/** No logo configured: the name alone. */
export const NameOnly: Story = {
  args: { siteName: '好生活福利商城' },
};

/** While the site call is out: the catalogue's default name. */
export const Loading: Story = {
  args: {},
};

/** Preview mode puts a badge at the right end. */
export const WithPreviewBadge: Story = {
  args: {
    siteName: '好生活福利商城',
    logoImg: '/img/logo.svg',
    aside: <Badge colorPalette="orange">预览模式</Badge>,
  },
};

/** A member whose enterprise has its own logo and a sub-logo: both in the site logo's box. */
export const EnterpriseLogo: Story = {
  args: {
    siteName: '好生活福利商城',
    logoImg: '/img/logo.svg',
    enterpriseLogo: {
      logoPath: '/img/enterprises/acme-logo.svg',
      subLogoPath: '/img/enterprises/acme-union.svg',
    },
    hotSearchTerms: HOT_SEARCH_TERMS,
    onLogout: fn(),
  },
  parameters: { storefront: member },
};

/** The mall (HSHSC) for a member: greeting, both platform entries, hot search terms. */
export const MallMember: Story = {
  args: {
    siteName: '好生活福利商城',
    logoImg: '/img/logo.svg',
    platform: 'HSHSC',
    hotSearchTerms: HOT_SEARCH_TERMS,
    onLogout: fn(),
  },
  parameters: { storefront: member },
};

/** The mall for a guest: log in and sign up. */
export const MallGuest: Story = {
  args: { siteName: '好生活福利商城', logoImg: '/img/logo.svg', hotSearchTerms: HOT_SEARCH_TERMS },
};

/** The exclusive homepage (DZPT): its own links, the search without hot terms. */
export const ExclusiveHomepage: Story = {
  args: {
    siteName: '好生活福利商城',
    logoImg: '/img/logo.svg',
    platform: 'DZPT',
    hotSearchTerms: HOT_SEARCH_TERMS,
    onLogout: fn(),
  },
  parameters: { storefront: { session: { ...member.session, platform: 'DZPT' } } },
};

/** A dealer: dealer code, last login time and point balance. */
export const Dealer: Story = {
  args: { siteName: '好生活福利商城', logoImg: '/img/logo.svg', onLogout: fn() },
  parameters: { storefront: { session: { userInfo: STORY_DEALER, accessToken: STORY_ACCESS_TOKEN } } },
};

/** A fixed account: no homepage, account or sign-out entries. */
export const FixedAccount: Story = {
  args: { siteName: '好生活福利商城', logoImg: '/img/logo.svg', onLogout: fn() },
  parameters: {
    storefront: { session: { userInfo: STORY_FIXED_ACCOUNT, accessToken: STORY_ACCESS_TOKEN } },
  },
};

/** An English-enabled page shows the language switch. */
export const EnglishEnabled: Story = {
  args: { siteName: '好生活福利商城', logoImg: '/img/logo.svg', englishEnabled: true, onLogout: fn() },
  parameters: { storefront: member },
};

/** The same header in English. */
export const InEnglish: Story = {
  args: {
    siteName: 'Good Life Benefits Mall',
    logoImg: '/img/logo.svg',
    englishEnabled: true,
    hotSearchTerms: ['rice', 'nuts'],
    onLogout: fn(),
  },
  parameters: { storefront: member },
  globals: { locale: 'en-US' },
};
