import { act, render, waitFor } from '@testing-library/react';
import { API_PATHS, type UserInfo } from '@mall/schemas';
import { Provider as JotaiProvider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { STORY_MEMBER } from '../test/story-members.ts';
import { accessTokenAtom, oneIdAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { MemberSync } from './MemberSync.tsx';

const USER_INFO = API_PATHS.userInfo;

/** The access tokens the member calls were sent with, oldest first. */
const tokensAsked = () => fakeApi.sent(USER_INFO, 'GET').map(({ headers }) => headers.accesstoken);

function renderSync() {
  return render(
    <JotaiProvider store={appStore}>
      <MemberSync />
    </JotaiProvider>,
  );
}

describe('<MemberSync />', () => {
  it('replaces the stored member with what the server says now', async () => {
    const now: UserInfo = { ...STORY_MEMBER, point: 4321 };
    fakeApi.answer(USER_INFO, now);
    appStore.set(accessTokenAtom, 'token-1');
    appStore.set(userInfoAtom, { ...STORY_MEMBER, point: 5000 });

    renderSync();

    await waitFor(() => expect(appStore.get(userInfoAtom)?.point).toBe(4321));
    expect(appStore.get(oneIdAtom)).toBe(STORY_MEMBER.oneId);
  });

  it('keeps the stored member as it is when the server says the same, so nothing showing it renders again', async () => {
    fakeApi.answer(USER_INFO, { ...STORY_MEMBER });
    appStore.set(accessTokenAtom, 'token-1');
    appStore.set(userInfoAtom, { ...STORY_MEMBER });
    const changes = vi.fn();
    const stop = appStore.sub(userInfoAtom, changes);
    // Subscribing reads the stored copy back (jotai's onMount): that one is what the page shows.
    const stored = appStore.get(userInfoAtom);
    changes.mockClear();

    renderSync();

    await waitFor(() => expect(tokensAsked()).toEqual(['token-1']));
    await waitFor(() => expect(appStore.get(oneIdAtom)).toBe(STORY_MEMBER.oneId));
    expect(appStore.get(userInfoAtom)).toBe(stored);
    expect(changes).not.toHaveBeenCalled();
    stop();
  });

  it('asks again after a new login but not after a token refresh', async () => {
    fakeApi.answer(USER_INFO, STORY_MEMBER);
    appStore.set(accessTokenAtom, 'token-1');
    renderSync();
    await waitFor(() => expect(tokensAsked()).toEqual(['token-1']));

    act(() => appStore.set(accessTokenAtom, 'token-2'));
    act(() => appStore.set(accessTokenAtom, null));
    act(() => appStore.set(accessTokenAtom, 'token-3'));

    await waitFor(() => expect(tokensAsked()).toEqual(['token-1', 'token-3']));
  });

  it('asks nothing for a guest, and asks once the guest logs in', async () => {
    fakeApi.answer(USER_INFO, STORY_MEMBER);
    appStore.set(accessTokenAtom, null);
    renderSync();

    act(() => appStore.set(accessTokenAtom, 'token-1'));
    // A guest's call would have gone out first: the one call is the member's.
    await waitFor(() => expect(tokensAsked()).toEqual(['token-1']));
  });
});
