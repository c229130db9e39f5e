import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from './toaster.ts';

afterEach(() => {
  act(() => toaster.remove());
});

describe('<AppToaster />', () => {
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
