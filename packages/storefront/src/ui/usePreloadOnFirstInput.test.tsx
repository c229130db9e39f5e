import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePreloadOnFirstInput } from './usePreloadOnFirstInput.ts';

function Preloading({ load }: { load: () => Promise<unknown> }) {
  usePreloadOnFirstInput(load);
  return <button type="button">Open</button>;
}

describe('usePreloadOnFirstInput', () => {
  it('loads nothing while nobody touches the page, then the chunk at the first input, once', () => {
    const load = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Preloading load={load} />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerMove(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.focusIn(getByRole('button'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not count a focus the page moves itself (an autofocus, a dialog opening) as an input', () => {
    const load = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Preloading load={load} />);
    getByRole('button').focus();
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at a touch or a key as well, nothing for a component gone before, and a failed load quietly', async () => {
    const touched = vi.fn(() => Promise.resolve());
    render(<Preloading load={touched} />);
    fireEvent.touchStart(document.body);
    expect(touched).toHaveBeenCalledTimes(1);

    const gone = vi.fn(() => Promise.resolve());
    render(<Preloading load={gone} />).unmount();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(gone).not.toHaveBeenCalled();

    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<Preloading load={failing} />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
