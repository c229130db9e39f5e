import { API_PATHS } from '@mall/schemas';
import { renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { useMarqueeNotices } from './useMarqueeNotices.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={createStore()}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </JotaiProvider>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  fakeApi.answer(API_PATHS.noticeList, { records: [], total: 0, current: 1, size: 10 });
});

describe('the header marquee’s platform notices', () => {
  it('asks for the notices of the HSHSC range on HSHSC', async () => {
    const { result } = renderHook(() => useMarqueeNotices('HSHSC'), { wrapper });

    await waitFor(() => expect(result.current).toEqual([]));
    expect(fakeApi.lastSent(API_PATHS.noticeList, 'GET').query).toMatchObject({
      noticeType: 'PF',
      noticeRange: 'HSHSC',
    });
  });

  it('sends no noticeRange on DZPT (spec 01: HSHSC only)', async () => {
    const { result } = renderHook(() => useMarqueeNotices('DZPT'), { wrapper });

    await waitFor(() => expect(result.current).toEqual([]));
    expect(fakeApi.sent(API_PATHS.noticeList)).toHaveLength(1);
    const { query } = fakeApi.lastSent(API_PATHS.noticeList, 'GET');
    expect(query).toMatchObject({ noticeType: 'PF' });
    expect(query.noticeRange).toBeUndefined();
  });
});
