import { API_PATHS } from '@mall/schemas';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import brokenPageData from '../../../../fixtures/broken-pages/broken-one-block.json?raw';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { answerBlockGoods, SPRING_PLAN_OPEN } from '../test/page-answers.ts';
import { renderRoute } from '../test/render-route.tsx';

const DRAFT_ID = 'page-special-draft';
const TOKEN = 'signed.preview.jwt';
// What POST /manager/other/pageData/preview/{id} answers as `path` for a special-zone page.
const PREVIEW_PATH = `/special?id=${DRAFT_ID}&isPreview=1&previewToken=${TOKEN}`;
const DRAFT = API_PATHS.pageById(DRAFT_ID);

/** The preview tokens the page was asked with, one a call (`undefined`: none). */
const tokensSent = () => fakeApi.sent(DRAFT).map(({ query }) => query.previewToken);

beforeEach(() => {
  // A guest: preview links are opened by whoever the operator sends them to.
  appStore.set(accessTokenAtom, null);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  answerBlockGoods([SPRING_PLAN_OPEN]);
  // The server answers the draft (fixtures/broken-pages/broken-one-block.json) only with the token;
  // without it the page is not published yet and answers nothing.
  fakeApi.answer(DRAFT, ({ query }) =>
    query.previewToken === TOKEN ? { id: DRAFT_ID, pageData: brokenPageData } : null,
  );
});

describe('special route, opened by an operator’s preview link', () => {
  it('asks for the page by id with the link’s token and shows its draft in preview mode', async () => {
    renderRoute(PREVIEW_PATH);

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('预览模式')).toBeInTheDocument();
    // The draft's problems are listed too, as in any preview.
    expect(await screen.findByRole('region', { name: /诊断信息/ })).toBeInTheDocument();
    expect(tokensSent()).toContain(TOKEN);
    expect(tokensSent().every((token) => token === TOKEN)).toBe(true);
    expect(fakeApi.sent(API_PATHS.pageIndex)).toEqual([]);
  });

  it('sends no token when the address is not in preview mode, and the unpublished page sends to login', async () => {
    appStore.set(accessTokenAtom, 'member-token');

    const { router } = renderRoute(`/special?id=${DRAFT_ID}&previewToken=${TOKEN}`);

    // Spec 01 section 8: an empty page result sends the user to login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokensSent()).toContain(undefined);
    expect(screen.queryByText('春节期间物流安排通知')).not.toBeInTheDocument();
  });
});
