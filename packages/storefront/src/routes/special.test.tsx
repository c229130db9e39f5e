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
  checkAvailability: vi.fn(async () => [{ planId: 'plan-spring', isShow: true, isOpen: true }]),
  fetchPlanGoods: vi.fn(async () => ({ planId: 'plan-spring', name: '春节福利', goodsList: [] })),
  fetchPartnerPath: vi.fn(async () => ''),
}));

const DRAFT_ID = 'page-special-draft';
const TOKEN = 'signed.preview.jwt';
// What POST /manager/other/pageData/preview/{id} answers as `path` for a special-zone page.
const PREVIEW_PATH = `/special?id=${DRAFT_ID}&isPreview=1&previewToken=${TOKEN}`;

beforeEach(() => {
  // A guest: preview links are opened by whoever the operator sends them to.
  appStore.set(accessTokenAtom, null);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(fetchIndexPage).mockReset();
  vi.mocked(fetchPageById).mockReset();
  // The server answers the draft (fixtures/broken-pages/broken-one-block.json) only with the token;
  // without it the page is not published yet and answers nothing.
  vi.mocked(fetchPageById).mockImplementation(async (id, previewToken) =>
    previewToken === TOKEN ? { id, pageData: brokenPageData } : null,
  );
});

describe('special route, opened by an operator’s preview link', () => {
  it('asks for the page by id with the link’s token and shows its draft in preview mode', async () => {
    renderRoute(PREVIEW_PATH);

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('预览模式')).toBeInTheDocument();
    // The draft's problems are listed too, as in any preview.
    expect(await screen.findByRole('region', { name: /诊断信息/ })).toBeInTheDocument();
    expect(fetchPageById).toHaveBeenCalledWith(DRAFT_ID, TOKEN);
    expect(vi.mocked(fetchPageById).mock.calls.every(([, token]) => token === TOKEN)).toBe(true);
    expect(fetchIndexPage).not.toHaveBeenCalled();
  });

  it('sends no token when the address is not in preview mode, and the unpublished page sends to login', async () => {
    appStore.set(accessTokenAtom, 'member-token');

    const { router } = renderRoute(`/special?id=${DRAFT_ID}&previewToken=${TOKEN}`);

    // Spec 01 section 8: an empty page result sends the user to login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchPageById).toHaveBeenCalledWith(DRAFT_ID);
    expect(screen.queryByText('春节期间物流安排通知')).not.toBeInTheDocument();
  });
});
