import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from './toaster.ts';

// Counts the loads of the toasts' own code, their store's and their window's: a page with no message
// must load neither (issue 26).
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./ToasterWindow.tsx', async (importOriginal) => {
  loaded.add('window');
  return importOriginal();
});
vi.mock('./toast-store.ts', async (importOriginal) => {
  loaded.add('store');
  return importOriginal();
});

/** Resolves after the next frame has painted, when the toaster would have mounted. */
const afterAFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));

afterEach(() => {
  act(() => toaster.remove());
});

describe('<AppToaster />', () => {
  // First: the module remembers that a message was asked for, as the page does.
  it('loads no toast code while no message is asked for, and shows the first one when it is', async () => {
    render(
      <StorefrontStoryFrame>
        <AppToaster />
      </StorefrontStoryFrame>,
    );
    await afterAFrame();
    expect([...loaded]).toEqual([]);

    act(() => {
      toaster.create({ type: 'info', description: '已加入购物车' });
    });
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
    expect([...loaded].sort()).toEqual(['store', 'window']);
  });

  it('mounts after the first frame and then shows a message created before it was there', async () => {
    act(() => {
      toaster.create({ type: 'error', description: '网络异常，请稍后再试' });
    });
    render(
      <StorefrontStoryFrame>
        <AppToaster />
      </StorefrontStoryFrame>,
    );
    // Not while the page mounts: the toast machine renders synchronously as it starts.
    expect(screen.queryByText('网络异常，请稍后再试')).not.toBeInTheDocument();
    expect(await screen.findByText('网络异常，请稍后再试')).toBeInTheDocument();
  });

  it("shows, in order, the messages asked for before the toasts' code came, one of each id", async () => {
    render(
      <StorefrontStoryFrame>
        <AppToaster />
      </StorefrontStoryFrame>,
    );
    act(() => {
      toaster.create({ type: 'error', id: 'expiry', description: '登录已过期，请重新登录' });
      toaster.create({ type: 'error', id: 'expiry', description: '登录已过期，请重新登录' });
      toaster.create({ type: 'info', description: '已加入购物车' });
    });
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
    expect(screen.getAllByText('登录已过期，请重新登录')).toHaveLength(1);
    expect(toaster.getVisibleToasts().map((toast) => toast.description)).toEqual([
      '已加入购物车',
      '登录已过期，请重新登录',
    ]);
  });
});
