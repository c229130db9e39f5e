// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelPendingFrames } from './cancel-pending-frames.ts';

/** 'frame' when the window draws a frame within a second, 'none' when it does not. */
const nextFrame = () =>
  Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => resolve('frame'))),
    new Promise((resolve) => setTimeout(() => resolve('none'), 1000)),
  ]);

/** A frame asked for under vitest's default fake timers, which fake setInterval and leave frames real. */
function askForAFrameUnderFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  requestAnimationFrame(() => {});
  vi.useRealTimers();
}

describe("jsdom's animation frames after fake timers", () => {
  afterEach(cancelPendingFrames);

  it('stop for good without help (why vitest-fresh-file.ts cancels them)', async () => {
    askForAFrameUnderFakeTimers();
    expect(await nextFrame()).toBe('none');
  });

  it('come again once the pending frames are cancelled', async () => {
    askForAFrameUnderFakeTimers();
    cancelPendingFrames();
    expect(await nextFrame()).toBe('frame');
  });
});
