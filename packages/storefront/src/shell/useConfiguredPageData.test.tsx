import { API_PATHS, type PageResult } from '@mall/schemas';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { preloadConfiguredPage } from './preload-configured-page.ts';
import { useConfiguredPageData } from './useConfiguredPageData.ts';

// The real one starts block downloads through the block index; here it is only watched.
vi.mock('./preload-configured-page.ts', () => ({ preloadConfiguredPage: vi.fn() }));

const special: PageResult = {
  id: 'page-special',
  pageData: '{"list":[]}',
  pageType: 'SPECIAL',
  isEnglish: false,
  idEn: null,
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </JotaiProvider>
  );
}

describe('useConfiguredPageData', () => {
  it('starts the blocks of the page as soon as the page arrives', async () => {
    fakeApi.answer(API_PATHS.pageById('*'), special);

    const { result } = renderHook(() => useConfiguredPageData('SPECIAL', 'page-special'), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual(special));
    expect(fakeApi.sent(API_PATHS.pageById('*')).map(({ path, query }) => [path, query])).toEqual([
      [API_PATHS.pageById('page-special'), {}],
    ]);
    expect(preloadConfiguredPage).toHaveBeenCalledWith(special);
  });
});
