import type { MessageCatalogue } from '@mall/runtime';

/** Strings of login, the login gate, logout and the token refresh (part of namespace `storefront`), keys prefixed `session.`. */
export const sessionMessages = {
  'zh-CN': {},
  'en-US': {},
} satisfies MessageCatalogue;
