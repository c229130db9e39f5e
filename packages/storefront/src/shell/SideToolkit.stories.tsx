import type { Meta, StoryObj } from '@storybook/react-vite';
import { useHydrateAtoms } from 'jotai/utils';
import { fn } from 'storybook/test';
import { cartCountAtom } from '../state/cart-count.ts';
import { SideToolkit, type SideToolkitProps } from './SideToolkit.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { STORY_ACCESS_TOKEN, STORY_MEMBER } from '../test/story-members.ts';

interface StoryToolkitProps extends SideToolkitProps {
  /** The cart count the toolbar last fetched. Defaults to none. */
  cartCount?: number | null;
}

/** The toolkit with the cart count already in the store, as after hovering the toolbar's cart. */
function StoryToolkit({ cartCount = null, ...props }: StoryToolkitProps) {
  useHydrateAtoms([[cartCountAtom, cartCount]]);
  return <SideToolkit {...props} />;
}

const member = { storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN } } };

const meta = {
  title: 'Storefront/Shell/SideToolkit',
  component: StoryToolkit,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
  args: { scrollToTop: fn() },
} satisfies Meta<typeof StoryToolkit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the cart link without a badge. */
export const Guest: Story = {};

/** A member with 12 units in the cart. */
export const Member: Story = { args: { cartCount: 12 }, parameters: member };

/** More than 99 units: the badge says 99+. */
export const FullCart: Story = { args: { cartCount: 150 }, parameters: member };

/** In English. */
export const English: Story = { args: { cartCount: 3 }, parameters: member, globals: { locale: 'en-US' } };
