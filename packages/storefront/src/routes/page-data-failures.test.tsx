import { API_PATHS } from '@mall/schemas';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import brokenPageData from '../../../../fixtures/broken-pages/broken-one-block.json?raw';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { answerBlockGoods } from '../test/page-answers.ts';
import { renderRoute } from '../test/render-route.tsx';

beforeEach(() => {
  // These are member routes (spec 01 section 2.1): the tests are about the page, not the gate.
  appStore.set(accessTokenAtom, 'member-token');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  answerBlockGoods();
});

// Spec 01 section 8: "A failed page-data load or empty result sends the user to login", as `/` does.
describe.each(['/custom', '/special', '/specialOffer'])('%s when its page data fails', (route) => {
  it('sends the user to login when the page call fails', async () => {
    fakeApi.fail(API_PATHS.pageIndex, 'network');

    const { router } = renderRoute(route);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends the user to login when there is no page', async () => {
    fakeApi.answer(API_PATHS.pageIndex, null);

    const { router } = renderRoute(route);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends the user to login when the page of ?id= has no data', async () => {
    fakeApi.answer(API_PATHS.pageById('page-empty'), { id: 'page-empty', pageData: '' });

    const { router } = renderRoute(`${route}?id=page-empty`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fakeApi.lastSent(API_PATHS.pageById('page-empty')).query).toEqual({});
  });

  it('stays and shows the page when it arrives', async () => {
    fakeApi.answer(API_PATHS.pageIndex, { id: 'page-ok', pageData: brokenPageData });

    const { router } = renderRoute(route);

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });

  it('shows the empty state, not the login, for a preview link whose page does not answer', async () => {
    fakeApi.answer(API_PATHS.pageById('page-gone'), null);

    const { router } = renderRoute(`${route}?id=page-gone&isPreview=1&previewToken=expired.token`);

    expect(await screen.findByText('该页面暂无内容', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });
});
