import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import type { Locale } from '@mall/runtime';
import { render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { onTestFinished } from 'vitest';
import { createAppI18n } from '../i18n/app-i18n.ts';
import { appRoutes } from '../router.tsx';
import { localeAtom } from '../state/locale.ts';
import { appStore } from '../state/store.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { toaster } from '../ui/toaster.ts';
import { StorefrontStoryFrame } from './StorefrontStoryFrame.tsx';

/** How {@link renderRoute} renders a route. */
export interface RouteRenderOptions {
  /** Where the history was before, so going back has somewhere to go. */
  previous?: string;
  /** Added to the swr settings: `fallback` is the data a server render hands the browser. */
  swr?: SWRConfiguration;
  /** The page's language, for its texts and the app's store (so the API hears it too). Defaults to `zh-CN`. */
  locale?: Locale;
}

/** Renders the app's real route table at `path`, with a fresh swr cache and an in-memory history. */
export function renderRoute(path: string, { previous, swr = {}, locale = 'zh-CN' }: RouteRenderOptions = {}) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: previous ? [previous, path] : [path],
    initialIndex: previous ? 1 : 0,
  });
  appStore.set(localeAtom, locale);
  const view = render(
    <ChakraProvider value={mallSystem()}>
      <I18nextProvider i18n={createAppI18n(locale)}>
        <JotaiProvider store={appStore}>
          <SWRConfig
            value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false, ...swr }}
          >
            <RouterProvider router={router} />
          </SWRConfig>
        </JotaiProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, router };
}

/** The page's main landmark once the route has loaded, to query inside. */
export async function findMain() {
  return within(await screen.findByRole('main', {}, { timeout: 5000 }));
}

/**
 * Shows the app's messages (toasts such as "订单已取消"), which App.tsx renders beside the route table
 * and `renderRoute` does not; they are cleared when the test ends.
 */
export function showAppMessages(): void {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  onTestFinished(() => toaster.remove());
}
