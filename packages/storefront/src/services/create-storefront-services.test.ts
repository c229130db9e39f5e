import type { TrackEvent } from '@mall/runtime';
import { API_PATHS } from '@mall/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { toaster } from '../ui/toaster.ts';
import { createStorefrontServices, type StorefrontServiceContext } from './create-storefront-services.ts';
import { TRACK_BUFFER_LIMIT, TRACK_EVENT_NAME, clearTrackBuffer, readTrackBuffer } from './track-buffer.ts';

const PARTNER_PATH = API_PATHS.partnerPath;

function services(overrides: Partial<StorefrontServiceContext> = {}) {
  const context: StorefrontServiceContext = {
    locale: 'zh-CN',
    platform: 'HSHSC',
    user: null,
    customPage: false,
    mode: 'production',
    navigateInternal: vi.fn(),
    storePlatform: vi.fn(),
    translate: (key) => `t:${key}`,
    ...overrides,
  };
  return { context, services: createStorefrontServices(context) };
}

function exposure(rank: number): TrackEvent {
  return { event: 'exposure', floor_id: `block-${rank}`, floor_rank: rank, block_type: 'carousel' };
}

let open: ReturnType<typeof vi.fn<typeof window.open>>;

beforeEach(() => {
  open = vi.fn<typeof window.open>(() => null);
  vi.stubGlobal('open', open);
  clearTrackBuffer();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createStorefrontServices', () => {
  it('follows an internal link inside the app, or in a new tab when asked', async () => {
    const { context, services: blockServices } = services();

    await blockServices.navigate({ kind: 'internal', path: '/goodsList?categoryId=1' });
    await blockServices.navigate({ kind: 'internal', path: '/notice', newTab: true });

    expect(context.navigateInternal).toHaveBeenCalledWith('/goodsList?categoryId=1');
    expect(open).toHaveBeenCalledWith('/notice', '_blank', 'noopener');
  });

  it('opens an external link in a new tab without giving it the opener', async () => {
    const { services: blockServices } = services();

    await blockServices.navigate({ kind: 'external', href: 'https://example.com/a' });

    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener');
  });

  it('warns "no access permission" when a partner has no jump address for the member', async () => {
    const toast = vi.spyOn(toaster, 'create').mockReturnValue('id');
    fakeApi.answer(PARTNER_PATH, '');
    const { services: blockServices } = services();

    await blockServices.navigate({ kind: 'partner', code: 'MT', publicityBusModel: 'MT' });

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', description: 't:link.noPermission' }),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the partner address in a new tab when there is one', async () => {
    fakeApi.answer(PARTNER_PATH, 'https://partner.example.com/sso?t=1');
    const { services: blockServices } = services();

    await blockServices.navigate({ kind: 'partner', code: 'CDF', publicityBusModel: 'CDF' });

    expect(fakeApi.lastSent(PARTNER_PATH, 'POST').body).toEqual({ code: 'CDF', publicityBusModel: 'CDF' });
    expect(open).toHaveBeenCalledWith('https://partner.example.com/sso?t=1', '_blank', 'noopener');
  });

  it('keeps tracking events in a bounded buffer and dispatches each as a mall:track event', () => {
    const { services: blockServices } = services();
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT_NAME, listener);

    for (let rank = 0; rank < TRACK_BUFFER_LIMIT + 5; rank++) blockServices.track(exposure(rank));
    window.removeEventListener(TRACK_EVENT_NAME, listener);

    expect(heard).toHaveLength(TRACK_BUFFER_LIMIT + 5);
    const buffered = readTrackBuffer();
    expect(buffered).toHaveLength(TRACK_BUFFER_LIMIT);
    expect(buffered[0]).toEqual(exposure(5));
  });

  it('exposes the context the blocks read', () => {
    const { services: blockServices } = services({ platform: 'DZPT', customPage: true, mode: 'preview' });

    expect(blockServices).toMatchObject({ platform: 'DZPT', customPage: true, mode: 'preview', user: null });
  });
});
