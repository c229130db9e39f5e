import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { landingAfterLogin } from './login-landing.ts';

const HARBOR_PLATFORM = API_PATHS.loginPlatform('ent-harbor');
const ACME_PLATFORM = API_PATHS.loginPlatform('ent-acme');

beforeEach(() => {
  window.localStorage.clear();
});

describe('where a member lands after login', () => {
  it("goes to the enterprise's login url and keeps it", async () => {
    appStore.set(oneIdAtom, 'ent-harbor');
    fakeApi.answer(HARBOR_PLATFORM, { oneId: 'ent-harbor', loginUrl: '/custom' });

    await expect(landingAfterLogin(null, null)).resolves.toBe('/custom');
    expect(fakeApi.sent(HARBOR_PLATFORM, 'GET')).toHaveLength(1);
    expect(window.localStorage.getItem('loginUrl')).toBe('/custom');
  });

  it('goes back to the return path first, with its query', async () => {
    appStore.set(oneIdAtom, 'ent-harbor');
    fakeApi.answer(HARBOR_PLATFORM, { oneId: 'ent-harbor', loginUrl: '/custom' });

    await expect(landingAfterLogin('/cart', '{"from":"toolbar"}')).resolves.toBe('/cart?from=toolbar');
    expect(window.localStorage.getItem('loginUrl')).toBe('/custom');
  });

  it('goes home when the enterprise has no login url, or the lookup fails', async () => {
    appStore.set(oneIdAtom, 'ent-acme');
    fakeApi.answer(ACME_PLATFORM, { oneId: 'ent-acme', loginUrl: null });
    await expect(landingAfterLogin(null, null)).resolves.toBe('/');

    fakeApi.fail(ACME_PLATFORM, 'network');
    await expect(landingAfterLogin(null, null)).resolves.toBe('/');
    expect(fakeApi.sent(ACME_PLATFORM, 'GET')).toHaveLength(2);
    expect(window.localStorage.getItem('loginUrl')).toBeNull();
  });
});
