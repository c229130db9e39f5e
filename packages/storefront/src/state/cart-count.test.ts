import { describe, expect, it } from 'vitest';
import { clearSessionTokens } from '../api/request-handlers.ts';
import { cartBadgeText, cartCountAtom } from './cart-count.ts';
import { accessTokenAtom } from './session.ts';
import { appStore } from './store.ts';

describe('cartBadgeText', () => {
  it('shows the count up to 99, then 99+, and nothing for an empty or unknown cart', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(null)).toBeNull();
  });
});

describe('cartCountAtom', () => {
  it('keeps the count in localStorage cartNum and the cartNum cookie', () => {
    appStore.set(cartCountAtom, 7);
    expect(window.localStorage.getItem('cartNum')).toBe('7');
    expect(document.cookie).toContain('cartNum=7');
    appStore.set(cartCountAtom, null);
    expect(window.localStorage.getItem('cartNum')).toBeNull();
    expect(document.cookie).not.toContain('cartNum=');
  });

  it('forgets the count when a failed refresh clears the session tokens', () => {
    appStore.set(accessTokenAtom, 'token-of-a-member');
    appStore.set(cartCountAtom, 12);

    clearSessionTokens();

    expect(appStore.get(cartCountAtom)).toBeNull();
    expect(window.localStorage.getItem('cartNum')).toBeNull();
    expect(document.cookie).not.toContain('cartNum=');
  });

  it('keeps the count when the tokens are only replaced by a refresh', () => {
    appStore.set(accessTokenAtom, 'first-token');
    appStore.set(cartCountAtom, 3);
    appStore.set(accessTokenAtom, 'refreshed-token');
    expect(appStore.get(cartCountAtom)).toBe(3);
    appStore.set(accessTokenAtom, null);
  });
});
