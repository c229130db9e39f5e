import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import brokenPageData from '../../../../fixtures/broken-pages/broken-one-block.json?raw';
import { fetchIndexPage, fetchPageById } from '../api/pages.ts';
import { readTrackBuffer } from '../services/track-buffer.ts';
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

// fixtures/broken-pages/broken-one-block.json: the carousel's second slide has no picture.
const BROKEN_KEY = '1700000600000_2';

beforeEach(() => {
  // /custom is a member route (spec 01 section 2.1): these tests are about the page, not the gate.
  appStore.set(accessTokenAtom, 'member-token');
  // Production reports the broken block with console.warn; the test that cares spies on it itself.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(fetchPageById).mockReset();
  vi.mocked(fetchIndexPage).mockReset();
  vi.mocked(fetchPageById).mockResolvedValue({ id: 'page-broken', pageData: brokenPageData });
});

describe('custom route', () => {
  it('loads the page named by ?id=', async () => {
    renderRoute('/custom?id=page-broken');

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchPageById).toHaveBeenCalledWith('page-broken');
    expect(fetchIndexPage).not.toHaveBeenCalled();
  });

  it('without an id, loads the CUSTOM page of the platform', async () => {
    vi.mocked(fetchIndexPage).mockResolvedValue({ id: 'page-custom', pageData: brokenPageData });

    renderRoute('/custom');

    await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 });
    expect(fetchIndexPage).toHaveBeenCalledWith({ platform: 'HSHSC', oneId: undefined, pageType: 'CUSTOM' });
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
