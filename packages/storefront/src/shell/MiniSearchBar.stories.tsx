import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { MiniSearchBar } from './MiniSearchBar.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/MiniSearchBar',
  component: MiniSearchBar,
  decorators: [
    (Story) => (
      // A tall page to scroll: the bar shows once the window is scrolled beyond 300 px.
      <Box h="2000px" bgGradient="to-b" gradientFrom="bg" gradientTo="bg.muted">
        <Story />
      </Box>
    ),
    withStorefrontFrame,
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MiniSearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the canvas down past 300 px to see the bar. */
export const ScrollToSee: Story = {
  args: { siteName: '好生活福利商城', logoImg: '/img/logo.svg' },
};
