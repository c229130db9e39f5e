import { act, render, waitFor } from '@testing-library/react';
import type { UserInfo } from '@mall/schemas';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUserInfo } from '../api/passport.ts';
import { STORY_MEMBER } from '../test/story-members.ts';
import { accessTokenAtom, oneIdAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { MemberSync } from './MemberSync.tsx';

vi.mock('../api/passport.ts', () => ({ fetchUserInfo: vi.fn() }));

function renderSync() {
  return render(
    <JotaiProvider store={appStore}>
      <MemberSync />
    </JotaiProvider>,
  );
}

afterEach(() => {
  vi.mocked(fetchUserInfo).mockReset();
});

describe('<MemberSync />', () => {
  it('replaces the stored member with what the server says now', async () => {
    const now: UserInfo = { ...STORY_MEMBER, point: 4321 };
    vi.mocked(fetchUserInfo).mockResolvedValue(now);
    appStore.set(accessTokenAtom, 'token-1');
    appStore.set(userInfoAtom, { ...STORY_MEMBER, point: 5000 });

    renderSync();

    await waitFor(() => expect(appStore.get(userInfoAtom)?.point).toBe(4321));
    expect(appStore.get(oneIdAtom)).toBe(STORY_MEMBER.oneId);
  });

  it('keeps the stored member as it is when the server says the same, so nothing showing it renders again', async () => {
    vi.mocked(fetchUserInfo).mockResolvedValue({ ...STORY_MEMBER });
    appStore.set(accessTokenAtom, 'token-1');
    appStore.set(userInfoAtom, { ...STORY_MEMBER });
    const changes = vi.fn();
    const stop = appStore.sub(userInfoAtom, changes);
    // Subscribing reads the stored copy back (jotai's onMount): that one is what the page shows.
    const stored = appStore.get(userInfoAtom);
    changes.mockClear();

    renderSync();

    await waitFor(() => expect(fetchUserInfo).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(appStore.get(oneIdAtom)).toBe(STORY_MEMBER.oneId));
    expect(appStore.get(userInfoAtom)).toBe(stored);
    expect(changes).not.toHaveBeenCalled();
    stop();
  });

  it('asks again after a new login but not after a token refresh', async () => {
    vi.mocked(fetchUserInfo).mockResolvedValue(STORY_MEMBER);
    appStore.set(accessTokenAtom, 'token-1');
    renderSync();
    await waitFor(() => expect(fetchUserInfo).toHaveBeenCalledTimes(1));

    act(() => appStore.set(accessTokenAtom, 'token-2'));
    act(() => appStore.set(accessTokenAtom, null));
    act(() => appStore.set(accessTokenAtom, 'token-3'));

    await waitFor(() => expect(fetchUserInfo).toHaveBeenCalledTimes(2));
  });

  it('asks nothing for a guest', () => {
    appStore.set(accessTokenAtom, null);
    renderSync();
    expect(fetchUserInfo).not.toHaveBeenCalled();
  });
});
