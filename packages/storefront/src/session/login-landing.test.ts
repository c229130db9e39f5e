import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLoginPlatform } from '../api/passport.ts';
import { oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { landingAfterLogin } from './login-landing.ts';

vi.mock('../api/passport.ts', () => ({ fetchLoginPlatform: vi.fn() }));

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(fetchLoginPlatform).mockReset();
});

describe('where a member lands after login', () => {
  it("goes to the enterprise's login url and keeps it", async () => {
    appStore.set(oneIdAtom, 'ent-harbor');
    vi.mocked(fetchLoginPlatform).mockResolvedValue({ oneId: 'ent-harbor', loginUrl: '/custom' });

    await expect(landingAfterLogin(null, null)).resolves.toBe('/custom');
    expect(fetchLoginPlatform).toHaveBeenCalledWith('ent-harbor');
    expect(window.localStorage.getItem('loginUrl')).toBe('/custom');
  });

  it('goes back to the return path first, with its query', async () => {
    appStore.set(oneIdAtom, 'ent-harbor');
    vi.mocked(fetchLoginPlatform).mockResolvedValue({ oneId: 'ent-harbor', loginUrl: '/custom' });

    await expect(landingAfterLogin('/cart', '{"from":"toolbar"}')).resolves.toBe('/cart?from=toolbar');
    expect(window.localStorage.getItem('loginUrl')).toBe('/custom');
  });

  it('goes home when the enterprise has no login url, or the lookup fails', async () => {
    appStore.set(oneIdAtom, 'ent-acme');
    vi.mocked(fetchLoginPlatform).mockResolvedValueOnce({ oneId: 'ent-acme', loginUrl: null });
    await expect(landingAfterLogin(null, null)).resolves.toBe('/');

    vi.mocked(fetchLoginPlatform).mockRejectedValueOnce(new Error('network down'));
    await expect(landingAfterLogin(null, null)).resolves.toBe('/');
    expect(window.localStorage.getItem('loginUrl')).toBeNull();
  });
});
