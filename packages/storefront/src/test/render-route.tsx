import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { createAppI18n } from '../i18n/app-i18n.ts';
import { appRoutes } from '../router.tsx';
import { appStore } from '../state/store.ts';

/**
 * Renders the app's real route table at `path`, with a fresh swr cache and an in-memory history
 * (after `previous`, when given, so going back has somewhere to go). `swr` adds to the swr settings:
 * `fallback` is the data a server render hands the browser.
 */
export function renderRoute(path: string, previous?: string, swr: SWRConfiguration = {}) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: previous ? [previous, path] : [path],
    initialIndex: previous ? 1 : 0,
  });
  const view = render(
    <ChakraProvider value={mallSystem()}>
      <I18nextProvider i18n={createAppI18n('zh-CN')}>
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
