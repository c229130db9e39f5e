import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppI18n } from '../i18n/app-i18n.ts';
import { appRoutes } from '../router.tsx';
import { appStore } from '../state/store.ts';

/** Renders the app's real route table at `path`, with a fresh swr cache and an in-memory history. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <ChakraProvider value={mallSystem}>
      <I18nextProvider i18n={createAppI18n('zh-CN')}>
        <JotaiProvider store={appStore}>
          <SWRConfig
            value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}
          >
            <RouterProvider router={router} />
          </SWRConfig>
        </JotaiProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { ...view, router };
}
