import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import brokenPageData from '../../../../fixtures/broken-pages/broken-one-block.json?raw';
import { readTrackBuffer } from '../services/track-buffer.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { answerBlockGoods, SPRING_PLAN_OPEN } from '../test/page-answers.ts';
import { renderRoute } from '../test/render-route.tsx';

const BROKEN_PAGE = API_PATHS.pageById('page-broken');

// fixtures/broken-pages/broken-one-block.json: the carousel's second slide has no picture.
const BROKEN_KEY = '1700000600000_2';

beforeEach(() => {
  // /custom is a member route (spec 01 section 2.1): these tests are about the page, not the gate.
  appStore.set(accessTokenAtom, 'member-token');
  // Production reports the broken block with console.warn; the test that cares spies on it itself.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  answerBlockGoods([SPRING_PLAN_OPEN]);
  fakeApi.answer(BROKEN_PAGE, { id: 'page-broken', pageData: brokenPageData });
});

describe('custom route', () => {
  it('loads the page named by ?id=', async () => {
    renderRoute('/custom?id=page-broken');

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    // Asked by its id alone, with no preview token.
    expect(fakeApi.lastSent(BROKEN_PAGE).query).toEqual({});
    expect(fakeApi.sent(API_PATHS.pageIndex)).toEqual([]);
  });

  it('without an id, loads the CUSTOM page of the platform', async () => {
    fakeApi.answer(API_PATHS.pageIndex, { id: 'page-custom', pageData: brokenPageData });

    renderRoute('/custom');

    await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 });
    // No enterprise is named: the member's comes from the token.
    expect(fakeApi.lastSent(API_PATHS.pageIndex).query).toEqual({
      pageClientType: 'PC',
      platform: 'HSHSC',
      pageType: 'CUSTOM',
    });
  });

  it('in production, leaves the broken block out quietly and reports it to the console and the track buffer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    renderRoute('/custom?id=page-broken');

    await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(BROKEN_KEY), expect.anything()),
    );
    expect(screen.queryByText(new RegExp(BROKEN_KEY))).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /诊断信息/ })).not.toBeInTheDocument();
    expect(readTrackBuffer()).toContainEqual(
      expect.objectContaining({
        event: 'block-diagnostic',
        diagnostic: expect.objectContaining({ key: BROKEN_KEY }),
      }),
    );
  });

  it('in preview, lists the broken block with its key, type, field and message above the page', async () => {
    renderRoute('/custom?id=page-broken&isPreview=1');

    const panel = await screen.findByRole(
      'region',
      { name: '诊断信息：1 个区块共 1 处问题' },
      { timeout: 5000 },
    );
    const row = within(panel).getByRole('row', { name: new RegExp(BROKEN_KEY) });
    expect(within(row).getByText('carousel')).toBeInTheDocument();
    expect(within(row).getByText('配置有误')).toBeInTheDocument();
    expect(within(row).getByText('options.list[1].img')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).not.toBe('');
    // The other blocks still render, and the header says it is a preview.
    expect(await screen.findByText('春节期间物流安排通知')).toBeInTheDocument();
    expect(screen.getByText('预览模式')).toBeInTheDocument();
  });
});
