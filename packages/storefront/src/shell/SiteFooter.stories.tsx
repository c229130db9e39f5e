import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/SiteFooter',
  component: SiteFooter,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mall's footer (HSHSC). */
export const Typical: Story = { args: { siteName: '好生活福利商城', year: 2026 } };

/** Before the site call answers. */
export const DefaultName: Story = { args: { year: 2026 } };

export const English: Story = {
  args: { siteName: 'Good Life Benefits Mall', year: 2026 },
  globals: { locale: 'en-US' },
};

/** The exclusive homepage's compact footer (DZPT). */
export const ExclusiveHomepage: Story = {
  args: { siteName: '好生活福利商城', year: 2026, platform: 'DZPT' },
};
