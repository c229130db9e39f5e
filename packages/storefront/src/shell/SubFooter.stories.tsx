import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubFooter } from './SubFooter.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/SubFooter',
  component: SubFooter,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SubFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = { args: { siteName: '好生活福利商城', year: 2026 } };
