import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@chakra-ui/react';
import { SiteHeader } from './SiteHeader.tsx';
import { withStorefrontFrame } from './StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/SiteHeader',
  component: SiteHeader,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
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
