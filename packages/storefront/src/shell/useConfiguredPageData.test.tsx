import type { PageResult } from '@mall/schemas';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { fetchPageById } from '../api/pages.ts';
import { appStore } from '../state/store.ts';
import { preloadConfiguredPage } from './preload-configured-page.ts';
import { useConfiguredPageData } from './useConfiguredPageData.ts';

vi.mock('../api/pages.ts', () => ({ fetchPageById: vi.fn(), fetchIndexPage: vi.fn() }));
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
    vi.mocked(fetchPageById).mockResolvedValue(special);

    const { result } = renderHook(() => useConfiguredPageData('SPECIAL', 'page-special'), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual(special));
    expect(fetchPageById).toHaveBeenCalledWith('page-special');
    expect(preloadConfiguredPage).toHaveBeenCalledWith(special);
  });
});
