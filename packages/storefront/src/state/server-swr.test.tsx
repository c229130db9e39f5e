import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, unstable_serialize, type Key } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_DATA_STANDS_MS, serverRenderedSwr } from './server-swr.ts';

const PAGE_KEY = ['home-page', true, 'HSHSC', 'ent-acme', 'zh-CN'] as const;

function HomeTitle({ fetcher, pageKey = PAGE_KEY }: { fetcher: () => Promise<string>; pageKey?: Key }) {
  const { data } = useSWR(pageKey, fetcher);
  return <h1>{data ?? '…'}</h1>;
}

/** A fresh swr cache each time, as a page load has. */
const withServerData = (fallback: Record<string, unknown>) => {
  const config = { ...serverRenderedSwr(fallback).config, provider: () => new Map() };
  return ({ children }: { children: ReactNode }) => <SWRConfig value={config}>{children}</SWRConfig>;
};

describe('data the server rendered the page with', () => {
  it('is shown as it came, and not asked for again when the page hydrates', async () => {
    const fetcher = vi.fn(async () => '刚发布的首页');
    render(<HomeTitle fetcher={fetcher} />, {
      wrapper: withServerData({ [unstable_serialize(PAGE_KEY)]: '服务器渲染的首页' }),
    });

    expect(screen.getByRole('heading')).toHaveTextContent('服务器渲染的首页');
    // swr asks for data it already holds in the next animation frame: give it that chance.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByRole('heading')).toHaveTextContent('服务器渲染的首页');
  });

  it('does not stand for what the server did not send', async () => {
    const fetcher = vi.fn(async () => 'Home page');
    render(<HomeTitle fetcher={fetcher} pageKey={['home-page', true, 'HSHSC', 'ent-acme', 'en-US']} />, {
      wrapper: withServerData({ [unstable_serialize(PAGE_KEY)]: '服务器渲染的首页' }),
    });

    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('is not asked for by a part that hydrates after its code arrives', async () => {
    const cartKey = ['cart-count', 'token-1'] as const;
    const fetchCart = vi.fn(async () => '购物车 5 件');
    const Wrapper = withServerData({
      [unstable_serialize(PAGE_KEY)]: '服务器渲染的首页',
      [unstable_serialize(cartKey)]: '购物车 4 件',
    });
    const { rerender } = render(
      <Wrapper>
        <HomeTitle fetcher={async () => '刚发布的首页'} />
      </Wrapper>,
    );
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

    rerender(
      <Wrapper>
        <HomeTitle fetcher={async () => '刚发布的首页'} />
        <HomeTitle fetcher={fetchCart} pageKey={cartKey} />
      </Wrapper>,
    );
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

    expect(screen.getByText('购物车 4 件')).toBeVisible();
    expect(fetchCart).not.toHaveBeenCalled();
  });

  it('is asked for when the member comes back to the page after leaving it', async () => {
    const fetcher = vi.fn(async () => '刚发布的首页');
    const serverData = serverRenderedSwr({ [unstable_serialize(PAGE_KEY)]: '服务器渲染的首页' });
    const config = { ...serverData.config, provider: () => new Map() };
    const first = render(
      <SWRConfig value={config}>
        <HomeTitle fetcher={fetcher} />
      </SWRConfig>,
    );
    first.unmount();
    serverData.leavePage();

    render(
      <SWRConfig value={config}>
        <HomeTitle fetcher={fetcher} />
      </SWRConfig>,
    );

    expect(await screen.findByText('刚发布的首页')).toBeVisible();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('is asked for by what mounts once the page has stood ten seconds', async () => {
    vi.useFakeTimers();
    try {
      const fetcher = vi.fn(async () => '刚发布的首页');
      const Wrapper = withServerData({ [unstable_serialize(PAGE_KEY)]: '服务器渲染的首页' });
      vi.advanceTimersByTime(SERVER_DATA_STANDS_MS);

      render(<HomeTitle fetcher={fetcher} />, { wrapper: Wrapper });
      await act(() => vi.advanceTimersByTimeAsync(50));

      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading')).toHaveTextContent('刚发布的首页');
    } finally {
      vi.useRealTimers();
    }
  });
});
