import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../testing/render-block.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

// Counts the loads of the prompt's own chunk: a closed prompt must not load it (issue 26).
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./ConfirmDialogWindow.tsx', async (importOriginal) => {
  chunk.loads += 1;
  return importOriginal();
});

const noop = () => {};

describe('<ConfirmDialog />', () => {
  it('loads its code only when it first opens, and then shows the prompt', async () => {
    const prompt = (open: boolean) => (
      <ConfirmDialog open={open} content="电影票兑换后不可退换" onConfirm={noop} onDismiss={noop} />
    );
    const { rerender } = renderBlock(prompt(false));
    await act(() => Promise.resolve());
    expect(chunk.loads).toBe(0);

    rerender(prompt(true));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('电影票兑换后不可退换');
    expect(chunk.loads).toBe(1);
  });
});
