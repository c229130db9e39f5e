import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIRST_LOGIN_KEY, POPPED_KEY, PopupHost } from './PopupHost.tsx';
import { HOSTILE_POPUP_MESSAGE, STORY_POPUPS, storyPopup, storyPopupApi } from '../test/story-notices.ts';
import { STORY_ACCESS_TOKEN, STORY_MEMBER } from '../test/story-members.ts';
import { withStorefrontFrame, type StorefrontStoryParameters } from '../test/StorefrontStoryFrame.tsx';

const member: StorefrontStoryParameters = {
  session: {
    userInfo: {
      ...STORY_MEMBER,
      loginDate: '2026-03-01T09:00:00.000Z',
      lastLoginDate: '2026-02-27T08:30:00.000Z',
    },
    accessToken: STORY_ACCESS_TOKEN,
  },
};

const meta = {
  title: 'Storefront/Shell/PopupHost',
  component: PopupHost,
  decorators: [withStorefrontFrame],
  // Every story is a fresh login: forget that this browser has popped for the story member before.
  beforeEach: () => {
    window.localStorage.removeItem(POPPED_KEY);
    window.localStorage.removeItem(FIRST_LOGIN_KEY);
  },
  parameters: { storefront: member },
} satisfies Meta<typeof PopupHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After login: the TH popup, then (once it is closed) the enterprise's and the platform's. */
export const AfterLogin: Story = {
  args: { api: storyPopupApi(STORY_POPUPS) },
};

/** The member's first login: the same order, asking for the first-login popups. */
export const FirstLogin: Story = {
  args: { api: storyPopupApi(STORY_POPUPS) },
  parameters: {
    storefront: { session: { ...member.session, userInfo: { ...STORY_MEMBER, lastLoginDate: null } } },
  },
};

/** A member configured for acknowledge-only popups (a shared terminal): no 'don't show again'. */
export const AcknowledgeOnly: Story = {
  args: { api: storyPopupApi({ EP: STORY_POPUPS.EP }) },
  parameters: {
    storefront: {
      session: { ...member.session, userInfo: { ...STORY_MEMBER, id: 'mbr-blue-kiosk', canLogout: false } },
    },
  },
};

/** No TH popup on: the enterprise popup comes first. */
export const WithoutTh: Story = {
  args: { api: storyPopupApi({ EP: STORY_POPUPS.EP, PF: STORY_POPUPS.PF }) },
};

/** An operator pasted a script, an event handler and a javascript: link: none of it runs. */
export const HostileMessage: Story = {
  args: {
    api: storyPopupApi({
      EP: storyPopup({
        id: 'popup-hostile',
        popupTitle: '请核对您的福利收货地址',
        popupMessage: HOSTILE_POPUP_MESSAGE,
        popupType: 'EP',
        popupFrequency: 1,
      }),
    }),
  },
};

/** A guest: no popups, and no calls. */
export const Guest: Story = {
  args: { api: storyPopupApi(STORY_POPUPS) },
  // Parameters merge deeply with the meta's member session, so the guest is spelled out.
  parameters: { storefront: { session: { userInfo: null, accessToken: null } } },
};

/** In English: the buttons follow the locale, the popup text stays as written. */
export const InEnglish: Story = {
  args: { api: storyPopupApi({ EP: STORY_POPUPS.EP }) },
  globals: { locale: 'en-US' },
};
