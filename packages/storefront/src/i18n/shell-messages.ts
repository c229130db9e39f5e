import type { MessageCatalogue } from '@mall/runtime';

/** Strings of the shell: header, user strip, search, footers, language switch (part of namespace `storefront`), keys prefixed `shell.`. */
export const shellMessages = {
  'zh-CN': {},
  'en-US': {},
} satisfies MessageCatalogue;
