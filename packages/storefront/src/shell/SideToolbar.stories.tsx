import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AppToaster } from '../ui/AppToaster.tsx';
import {
  createStoryToolbarServices,
  EMPTY_TOOLBAR_DATA,
  storyToolbarData,
  type StoryToolbarData,
  type StoryToolbarOptions,
} from '../test/story-toolbar-services.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { SideToolbar, type ToolbarDrawerKind } from './SideToolbar.tsx';
import { withStorefrontFrame } from '../test/StorefrontStoryFrame.tsx';
import { STORY_ACCESS_TOKEN, STORY_MEMBER } from '../test/story-members.ts';

interface StoryToolbarProps {
  /** The member's lists. Defaults to zhangwei's seed rows. */
  data?: StoryToolbarData;
  options?: StoryToolbarOptions;
  defaultDrawer?: ToolbarDrawerKind;
}

/** The toolbar on in-memory services, made afresh for each render: no story touches the network. */
function StoryToolbar({ data = storyToolbarData(), options, defaultDrawer }: StoryToolbarProps) {
  const [services] = useState(() => createStoryToolbarServices(data, options));
  return <SideToolbar services={services} defaultDrawer={defaultDrawer} />;
}

// What the app mounts beside the toolbar: the toaster for drawer messages and the login prompt a
// guest's click opens.
const withToasterAndLoginPrompt: Decorator = (Story) => (
  <>
    <Story />
    <AppToaster />
    <LoginPrompt onLogin={() => undefined} onKeepBrowsing={() => undefined} />
  </>
);

const member = { storefront: { session: { userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN } } };

const meta = {
  title: 'Storefront/Shell/SideToolbar',
  component: StoryToolbar,
  // The frame is outermost: the toaster and the prompt need its providers.
  decorators: [withToasterAndLoginPrompt, withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: every entry asks to log in. */
export const Guest: Story = {};

/** A member: hovering the cart fetches its count (4 units). */
export const Member: Story = { parameters: member };

/** More than 99 units in the cart: the badge says 99+. */
export const FullCart: Story = { args: { options: { cartCount: 120 } }, parameters: member };

/** The cart drawer. */
export const CartOpen: Story = { args: { defaultDrawer: 'cart' }, parameters: member };

/** The orders drawer: the 10 newest of 12 orders. */
export const OrdersOpen: Story = { args: { defaultDrawer: 'orders' }, parameters: member };

/** The coupons drawer: claimable coupons; claiming opens the dialog. */
export const CouponsOpen: Story = { args: { defaultDrawer: 'coupons' }, parameters: member };

/** The footprints drawer: the 20 goods viewed last. */
export const FootprintsOpen: Story = { args: { defaultDrawer: 'footprints' }, parameters: member };

/** The favorites drawer. */
export const FavoritesOpen: Story = { args: { defaultDrawer: 'favorites' }, parameters: member };

/** A drawer while its list is on the way. */
export const Loading: Story = {
  args: { defaultDrawer: 'orders', options: { pending: true } },
  parameters: member,
};

/** A member with nothing in any list. */
export const Empty: Story = {
  args: { defaultDrawer: 'cart', data: EMPTY_TOOLBAR_DATA },
  parameters: member,
};

/** The orders drawer in English. */
export const OrdersInEnglish: Story = {
  args: { defaultDrawer: 'orders' },
  parameters: member,
  globals: { locale: 'en-US' },
};
