import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import brokenPageData from '../../../../fixtures/broken-pages/broken-one-block.json?raw';
import { fetchIndexPage, fetchPageById } from '../api/pages.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';

vi.mock('../api/pages.ts', () => ({
  fetchIndexPage: vi.fn(),
  fetchPublicPage: vi.fn(),
  fetchPageById: vi.fn(),
}));
vi.mock('../api/goods.ts', () => ({
  checkAvailability: vi.fn(async () => []),
  fetchPlanGoods: vi.fn(async () => ({ planId: 'plan-spring', name: '春节福利', goodsList: [] })),
  fetchPartnerPath: vi.fn(async () => ''),
}));

beforeEach(() => {
  // These are member routes (spec 01 section 2.1): the tests are about the page, not the gate.
  appStore.set(accessTokenAtom, 'member-token');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(fetchIndexPage).mockReset();
  vi.mocked(fetchPageById).mockReset();
});

// Spec 01 section 8: "A failed page-data load or empty result sends the user to login", as `/` does.
describe.each(['/custom', '/special', '/specialOffer'])('%s when its page data fails', (route) => {
  it('sends the user to login when the page call fails', async () => {
    vi.mocked(fetchIndexPage).mockRejectedValue(new Error('network down'));

    const { router } = renderRoute(route);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends the user to login when there is no page', async () => {
    vi.mocked(fetchIndexPage).mockResolvedValue(null);

    const { router } = renderRoute(route);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends the user to login when the page of ?id= has no data', async () => {
    vi.mocked(fetchPageById).mockResolvedValue({ id: 'page-empty', pageData: '' });

    const { router } = renderRoute(`${route}?id=page-empty`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchPageById).toHaveBeenCalledWith('page-empty');
  });

  it('stays and shows the page when it arrives', async () => {
    vi.mocked(fetchIndexPage).mockResolvedValue({ id: 'page-ok', pageData: brokenPageData });

    const { router } = renderRoute(route);

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });

  it('shows the empty state, not the login, for a preview link whose page does not answer', async () => {
    vi.mocked(fetchPageById).mockResolvedValue(null);

    const { router } = renderRoute(`${route}?id=page-gone&isPreview=1&previewToken=expired.token`);

    expect(await screen.findByText('该页面暂无内容', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });
});
