import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginGateOpenAtom, loginPromptOpenAtom } from '../state/login-prompt.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, refreshTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { loadToastStore, toaster } from '../ui/toaster.ts';
import { handleAuthFailure } from './session-expiry.ts';

function loggedInOn(platform: 'HSHSC' | 'DZPT') {
  appStore.set(platformAtom, platform);
  appStore.set(accessTokenAtom, 'access');
  appStore.set(refreshTokenAtom, 'refresh');
  appStore.set(loginPromptOpenAtom, false);
  return vi.spyOn(toaster, 'create');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a session the server ended', () => {
  it('on the mall, shows the server message and opens the please-log-in confirm', () => {
    const toast = loggedInOn('HSHSC');

    handleAuthFailure({ code: 20004, message: '登录已过期，请重新登录' });

    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: '登录已过期，请重新登录' }));
    expect(appStore.get(loginPromptOpenAtom)).toBe(true);
    expect(appStore.get(accessTokenAtom)).toBeNull();
    expect(appStore.get(refreshTokenAtom)).toBeNull();
  });

  it('on the mall, opens the confirm without a message for code 20003', () => {
    const toast = loggedInOn('HSHSC');

    handleAuthFailure({ code: 20003 });

    expect(toast).not.toHaveBeenCalled();
    expect(appStore.get(loginPromptOpenAtom)).toBe(true);
  });

  it('on the exclusive homepage, only warns, and forgets the tokens', () => {
    const toast = loggedInOn('DZPT');

    handleAuthFailure({ code: 20003 });

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', description: '请登录后再进行此操作' }),
    );
    expect(appStore.get(loginPromptOpenAtom)).toBe(false);
    expect(appStore.get(accessTokenAtom)).toBeNull();
  });
});

describe('one login question at a time', () => {
  afterEach(() => appStore.set(loginGateOpenAtom, false));

  it('opens no prompt while the login gate already asks the member to log in', () => {
    loggedInOn('HSHSC');
    appStore.set(loginGateOpenAtom, true);

    handleAuthFailure({ code: 20004, message: '登录已过期，请重新登录' });
    handleAuthFailure({ code: 20003 });

    expect(appStore.get(loginPromptOpenAtom)).toBe(false);
    expect(appStore.get(accessTokenAtom)).toBeNull();
  });
});

describe('one expiry message, however many of the page’s requests were refused', () => {
  // The store comes with the first message; these read what it shows at once.
  beforeAll(() => loadToastStore());
  beforeEach(() => toaster.remove());

  it('shows the server’s message once when a later request of the page is refused after the first report', () => {
    loggedInOn('HSHSC');

    handleAuthFailure({ code: 20004, message: '登录已过期，请重新登录' });
    // A request the page sent after the session was cleared: refused too, with a refresh of its own.
    handleAuthFailure({ code: 20004, message: '登录已过期，请重新登录' });

    expect(
      toaster.getVisibleToasts().filter((toast) => toast.description === '登录已过期，请重新登录'),
    ).toHaveLength(1);
  });

  it('shows it again after the member closed it, for a session that expires again', () => {
    loggedInOn('HSHSC');
    handleAuthFailure({ code: 20004, message: '登录已过期，请重新登录' });
    toaster.remove();

    handleAuthFailure({ code: 20004, message: '登录已过期，请重新登录' });

    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });
});
