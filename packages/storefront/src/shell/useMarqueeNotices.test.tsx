import { renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNoticePage } from '../api/notices.ts';
import { useMarqueeNotices } from './useMarqueeNotices.ts';

vi.mock('../api/notices.ts', () => ({ fetchNoticePage: vi.fn() }));

function wrapper({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={createStore()}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </JotaiProvider>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(fetchNoticePage).mockReset();
  vi.mocked(fetchNoticePage).mockResolvedValue({ records: [], total: 0 } as never);
});

describe('the header marquee’s platform notices', () => {
  it('asks for the notices of the HSHSC range on HSHSC', async () => {
    const { result } = renderHook(() => useMarqueeNotices('HSHSC'), { wrapper });

    await waitFor(() => expect(result.current).toEqual([]));
    expect(fetchNoticePage).toHaveBeenCalledWith(
      expect.objectContaining({ noticeType: 'PF', noticeRange: 'HSHSC' }),
    );
  });

  it('sends no noticeRange on DZPT (spec 01: HSHSC only)', async () => {
    const { result } = renderHook(() => useMarqueeNotices('DZPT'), { wrapper });

    await waitFor(() => expect(result.current).toEqual([]));
    expect(fetchNoticePage).toHaveBeenCalledTimes(1);
    const [query] = vi.mocked(fetchNoticePage).mock.calls[0] ?? [];
    expect(query).toMatchObject({ noticeType: 'PF' });
    expect(query?.noticeRange).toBeUndefined();
  });
});
