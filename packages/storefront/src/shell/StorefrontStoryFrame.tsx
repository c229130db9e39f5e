import { ChakraProvider } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { mallSystem } from '@mall/blocks';
import type { Locale } from '@mall/runtime';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppI18n } from '../i18n/app-i18n.ts';

export interface StorefrontStoryFrameProps {
  children: ReactNode;
  /** Defaults to `zh-CN`. */
  locale?: Locale;
  /** Where the in-memory router starts. Defaults to `/`. */
  path?: string;
}

/**
 * What shell pieces need around them in stories and tests: Chakra, the storefront's i18n, a
 * private jotai store, a fresh swr cache and an in-memory router.
 */
export function StorefrontStoryFrame({ children, locale = 'zh-CN', path = '/' }: StorefrontStoryFrameProps) {
  const [i18n] = useState(() => createAppI18n(locale));
  const [store] = useState(() => createStore());
  return (
    <ChakraProvider value={mallSystem}>
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
export const withStorefrontFrame: Decorator = (Story, context) => (
  <StorefrontStoryFrame locale={context.globals.locale === 'en-US' ? 'en-US' : 'zh-CN'}>
    <Story />
  </StorefrontStoryFrame>
);
