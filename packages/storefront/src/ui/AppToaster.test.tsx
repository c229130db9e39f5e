import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from './toaster.ts';

// Counts the loads of the toasts' own chunk: a page with no message must not load it (issue 26).
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./ToasterWindow.tsx', async (importOriginal) => {
  chunk.loads += 1;
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
    expect(chunk.loads).toBe(0);

    act(() => {
      toaster.create({ type: 'info', description: '已加入购物车' });
    });
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
    expect(chunk.loads).toBe(1);
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
});
