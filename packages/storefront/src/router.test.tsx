import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from './i18n/app-i18n.ts';
import { storefrontMessages } from './i18n/storefront-messages.ts';
import { appRoutes, lazyRoute } from './router.tsx';
import { RouteError } from './shell/RouteError.tsx';
import { accessTokenAtom } from './state/session.ts';
import { appStore } from './state/store.ts';
import { renderRoute } from './test/render-route.tsx';

const zh = storefrontMessages['zh-CN'];

// These routes are outside the open list, so the table is rendered for a member.
beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
});

describe('route table', () => {
  it('gives every route an error element, however deep', () => {
    const all = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => [route, ...all(route.children ?? [])]);
    const routes = all(appRoutes);
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect(route.errorElement, route.path ?? 'index').toBeTruthy();
  });

  it('shows the route error element with a reload button when a route chunk fails to download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>…</p>,
        lazy: lazyRoute(() =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: /assets/home-abc123.js'),
          ),
        ),
      },
    ]);

    render(
      <ChakraProvider value={mallSystem()}>
        <I18nextProvider i18n={createAppI18n('zh-CN')}>
          <SWRConfig value={{ provider: () => new Map() }}>
            <RouterProvider router={router} />
          </SWRConfig>
        </I18nextProvider>
      </ChakraProvider>,
    );

    expect(await screen.findByText(zh['routeError.loadFailed'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh['routeError.reload'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh['routeError.home'] })).toBeInTheDocument();
  });

  it('shows the maintenance message passed to /sdm in the query', async () => {
    renderRoute('/sdm?message=%E7%B3%BB%E7%BB%9F%E5%8D%87%E7%BA%A7%E4%B8%AD');

    expect(await screen.findByText('系统升级中')).toBeInTheDocument();
    expect(screen.getByText(zh['sdm.title'])).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByText(zh['notFound.title'])).toBeInTheDocument();
  });
});
