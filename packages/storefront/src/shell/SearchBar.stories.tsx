import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBar } from './SearchBar.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';

const meta = {
  title: 'Storefront/Shell/SearchBar',
  component: SearchBar,
  decorators: [withStorefrontFrame],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box alone (DZPT, or HSHSC before hot terms arrive). */
export const Plain: Story = {};

/** HSHSC: hot search terms as clickable tags. */
export const WithHotTerms: Story = {
  args: { hotSearchTerms: ['五常大米', '坚果礼盒', '空气净化器', '龙井茶'] },
};

/** On a goods list the box starts with the keyword searched. */
export const OnGoodsList: Story = {
  parameters: { storefront: { path: '/goodsList?keyword=茶叶&pageType=custom' } },
};

/** The slim box of the mini search bar. */
export const Mini: Story = { args: { size: 'mini' } };
