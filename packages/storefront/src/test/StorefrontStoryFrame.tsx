import { ChakraProvider } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { mallSystem } from '@mall/blocks';
import type { Locale, PlatformCode } from '@mall/runtime';
import type { UserInfo } from '@mall/schemas';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppI18n } from '../i18n/app-i18n.ts';
import { localeAtom } from '../state/locale.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';

/** The stored session a story starts with; anything left out is a guest on HSHSC. */
export interface StorySession {
  userInfo?: UserInfo | null;
  accessToken?: string | null;
  platform?: PlatformCode;
}

/** Story parameter `storefront`: the session and the route a story starts on. */
export interface StorefrontStoryParameters {
  session?: StorySession;
  /** Defaults to `/`. */
  path?: string;
}

export interface StorefrontStoryFrameProps {
  children: ReactNode;
  /** Defaults to `zh-CN`. */
  locale?: Locale;
  /** Where the in-memory router starts. Defaults to `/`. */
  path?: string;
  /** The stored session. Defaults to a guest on HSHSC. */
  session?: StorySession;
}

/**
 * What shell pieces need around them in stories and tests: Chakra, the storefront's i18n, a
 * private jotai store, a fresh swr cache and an in-memory router.
 */
export function StorefrontStoryFrame({
  children,
  locale = 'zh-CN',
  path = '/',
  session = {},
}: StorefrontStoryFrameProps) {
  const [i18n] = useState(() => createAppI18n(locale));
  const [store] = useState(() => {
    const created = createStore();
    // Every value is written, not just the given ones: the atoms read localStorage, which an
    // earlier story (or the app in the same browser) may have filled.
    created.set(userInfoAtom, session.userInfo ?? null);
    created.set(accessTokenAtom, session.accessToken ?? null);
    created.set(platformAtom, session.platform ?? 'HSHSC');
    created.set(localeAtom, locale);
    return created;
  });
  return (
    <ChakraProvider value={mallSystem()}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <SWRConfig
            value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}
          >
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </SWRConfig>
        </JotaiProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}

/** Storybook decorator: the story inside `StorefrontStoryFrame`, in the toolbar's locale. */
export const withStorefrontFrame: Decorator = (Story, context) => {
  const parameters = (context.parameters.storefront ?? {}) as StorefrontStoryParameters;
  const locale: Locale = context.globals.locale === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    // Keyed by locale: the frame builds its i18n and store once, so a new locale needs a new frame.
    <StorefrontStoryFrame key={locale} locale={locale} path={parameters.path} session={parameters.session}>
      <Story />
    </StorefrontStoryFrame>
  );
};
