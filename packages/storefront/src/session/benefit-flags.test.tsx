import { render, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUserInfo } from '../api/passport.ts';
import { clearSessionStorage } from '../state/session-storage.ts';
import { MemberSync } from './MemberSync.tsx';
import { STORY_MEMBER } from '../test/story-members.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fetchBenefitPermission } from '../api/benefits.ts';

vi.mock('../api/passport.ts', () => ({ fetchUserInfo: vi.fn() }));
vi.mock('../api/benefits.ts', () => ({ fetchBenefitPermission: vi.fn() }));

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
    vi.mocked(fetchUserInfo).mockResolvedValue(STORY_MEMBER);
    vi.mocked(fetchBenefitPermission).mockResolvedValue({ isYear: true, isQuarter: false });
    appStore.set(accessTokenAtom, 'token-1');
    renderSync();
    await waitFor(() => expect(window.localStorage.getItem('isYear')).toBe('true'));
    expect(window.localStorage.getItem('isQuarter')).toBe('false');
  });

  it('are not asked for a guest', () => {
    vi.mocked(fetchBenefitPermission).mockClear();
    renderSync();
    expect(fetchBenefitPermission).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('isYear')).toBeNull();
  });

  it('keep what was stored when the call fails, and go with the rest of the session on logout', async () => {
    window.localStorage.setItem('isYear', 'true');
    vi.mocked(fetchUserInfo).mockResolvedValue(STORY_MEMBER);
    vi.mocked(fetchBenefitPermission).mockRejectedValue(new Error('offline'));
    appStore.set(accessTokenAtom, 'token-2');
    renderSync();
    await waitFor(() => expect(fetchBenefitPermission).toHaveBeenCalled());
    expect(window.localStorage.getItem('isYear')).toBe('true');
    clearSessionStorage();
    expect(window.localStorage.getItem('isYear')).toBeNull();
  });
});
