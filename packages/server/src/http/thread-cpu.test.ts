import { readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { threadCpuMs } from './thread-cpu.ts';

describe.runIf(process.platform === 'linux')('threadCpuMs', () => {
  // The thread this test runs on (vitest may run it on a worker thread, not the process's first).
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());

  it('counts the CPU time a thread spends working, and not the time it waits', async () => {
    const before = threadCpuMs(tid)!;
    // Work until the count moves by 100 ms (a busy machine may give this thread little of the time).
    const giveUpAt = performance.now() + 10_000;
    while (threadCpuMs(tid)! - before < 100 && performance.now() < giveUpAt);
    const afterWork = threadCpuMs(tid)!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterWait = threadCpuMs(tid)!;

    expect(afterWork - before).toBeGreaterThanOrEqual(100);
    expect(afterWait - afterWork).toBeLessThan(100);
  });

  it('answers null for a thread this process does not have', () => {
    expect(threadCpuMs(2 ** 30)).toBeNull();
  });
});
