import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionStorage, readStored } from './session-storage.ts';
import { cartCountAtom } from './cart-count.ts';
import { localeAtom } from './locale.ts';
import {
  applyRenderState,
  mirrorRenderCookie,
  parseRenderCookie,
  readRenderState,
  RENDER_COOKIE,
} from './render-cookie.ts';
import { accessTokenAtom, oneIdAtom } from './session.ts';
import { appStore } from './store.ts';

const renderCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${RENDER_COOKIE}=`))
    ?.trim();

afterEach(() => {
  document.cookie = `${RENDER_COOKIE}=; path=/; max-age=0`;
  window.localStorage.clear();
});

describe('the render cookie', () => {
  it('carries what the first render reads, and the server reads back the same', () => {
    window.localStorage.setItem('isYear', 'true');
    const store = createStore();
    store.set(accessTokenAtom, 'token-1');
    store.set(oneIdAtom, 'ent-acme');
    store.set(localeAtom, 'en-US');
    store.set(cartCountAtom, 3);
    const stop = mirrorRenderCookie(store);
    stop();

    const parsed = parseRenderCookie(`cartNum=3; ${renderCookie()}`);
    expect(parsed).toEqual(readRenderState(store));
    expect(parsed).toMatchObject({
      accessToken: 'token-1',
      oneId: 'ent-acme',
      locale: 'en-US',
      cartNum: 3,
      stored: { isYear: 'true', isQuarter: null },
    });
  });

  it('follows the session: a logout writes a cookie without the token', () => {
    const store = createStore();
    store.set(accessTokenAtom, 'token-1');
    const stop = mirrorRenderCookie(store);
    store.set(accessTokenAtom, null);
    stop();
    expect(parseRenderCookie(renderCookie())?.accessToken).toBeNull();
  });

  it('forgets the benefit flags with the session at logout', () => {
    window.localStorage.setItem('isYear', 'true');
    appStore.set(accessTokenAtom, 'token-1');
    const stop = mirrorRenderCookie(appStore);
    clearSessionStorage();
    stop();
    expect(parseRenderCookie(renderCookie())).toMatchObject({ accessToken: null, stored: { isYear: null } });
  });

  it('reads as no state when absent, not JSON, or not an object, and keeps only known values', () => {
    expect(parseRenderCookie(undefined)).toBeNull();
    expect(parseRenderCookie('other=1')).toBeNull();
    expect(parseRenderCookie(`${RENDER_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(parseRenderCookie(`${RENDER_COOKIE}=42`)).toBeNull();
    const odd = encodeURIComponent(
      JSON.stringify({ accessToken: 7, locale: 'fr-FR', platform: 'X', cartNum: 1.5, stored: { isYear: 1 } }),
    );
    expect(parseRenderCookie(`${RENDER_COOKIE}=${odd}`)).toEqual({
      accessToken: null,
      oneId: null,
      pageId: null,
      pageIdEn: null,
      locale: 'zh-CN',
      platform: 'HSHSC',
      cartNum: null,
      deliveryRegion: null,
      stored: { isYear: null, isQuarter: null, loginUrl: null },
    });
  });

  it('puts a state into a store and into what readStored answers on the server', () => {
    const store = createStore();
    const state = parseRenderCookie(
      `${RENDER_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: 't', stored: { isQuarter: 'true' } }))}`,
    )!;
    applyRenderState(store, state);
    expect(store.get(accessTokenAtom)).toBe('t');
    // In the browser readStored keeps reading localStorage.
    expect(readStored('isQuarter')).toBeNull();
  });
});
