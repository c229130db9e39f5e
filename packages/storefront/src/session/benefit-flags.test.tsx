import { API_PATHS } from '@mall/schemas';
import { act, render, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSessionStorage } from '../state/session-storage.ts';
import { MemberSync } from './MemberSync.tsx';
import { STORY_MEMBER } from '../test/story-members.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';

const PERMISSION = API_PATHS.benefitPermission;

/** The access tokens the benefit flags were asked with, oldest first. */
const tokensAsked = () => fakeApi.sent(PERMISSION, 'GET').map(({ headers }) => headers.accesstoken);

beforeEach(() => {
  fakeApi.answer(API_PATHS.userInfo, STORY_MEMBER);
});

afterEach(() => {
  appStore.set(accessTokenAtom, null);
  window.localStorage.clear();
});

const renderSync = () =>
  render(
    <JotaiProvider store={appStore}>
      <MemberSync />
    </JotaiProvider>,
  );

describe('the benefit flags', () => {
  it('are stored as isYear / isQuarter when a logged-in member opens the app', async () => {
    fakeApi.answer(PERMISSION, { isYear: true, isQuarter: false });
    appStore.set(accessTokenAtom, 'token-1');
    renderSync();
    await waitFor(() => expect(window.localStorage.getItem('isYear')).toBe('true'));
    expect(window.localStorage.getItem('isQuarter')).toBe('false');
  });

  it('are not asked for a guest, only once the guest logs in', async () => {
    fakeApi.answer(PERMISSION, { isYear: true, isQuarter: false });
    renderSync();
    expect(window.localStorage.getItem('isYear')).toBeNull();

    act(() => appStore.set(accessTokenAtom, 'token-1'));
    // A guest's call would have gone out first: the one call is the member's.
    await waitFor(() => expect(tokensAsked()).toEqual(['token-1']));
  });

  it('keep what was stored when the call fails, and go with the rest of the session on logout', async () => {
    window.localStorage.setItem('isYear', 'true');
    fakeApi.fail(PERMISSION, 'network');
    appStore.set(accessTokenAtom, 'token-2');
    renderSync();
    await waitFor(() => expect(tokensAsked()).toEqual(['token-2']));
    expect(window.localStorage.getItem('isYear')).toBe('true');
    clearSessionStorage();
    expect(window.localStorage.getItem('isYear')).toBeNull();
  });
});
