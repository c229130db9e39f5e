// @vitest-environment node
// A server (no document): what entry-server.tsx renders pages with, for several members at once.
import { describe, expect, it, vi } from 'vitest';
import { startAvailabilityBatch } from './availability-batch.ts';

describe('the page’s availability call on a server', () => {
  it('asks only once something reads its answer', async () => {
    const check = vi.fn(async () => [{ planId: 'p1', isShow: true, isOpen: true }]);
    const batch = startAvailabilityBatch(check, [{ planId: 'p1' }])!;
    expect(check).not.toHaveBeenCalled();

    expect(await batch.entries).toEqual([{ planId: 'p1', isShow: true, isOpen: true }]);
    await batch.entries;
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('never hands one render’s call to another asking the same at the same moment', async () => {
    // One `check` for every render, as the server's: each answers for the member its render is for.
    let member = 'first';
    const check = vi.fn(async () => [{ planId: 'p1', isShow: member === 'first', isOpen: true }]);
    const first = startAvailabilityBatch(check, [{ planId: 'p1' }])!;
    const firstEntries = first.entries;
    member = 'second';
    const second = startAvailabilityBatch(check, [{ planId: 'p1' }])!;

    expect(second).not.toBe(first);
    expect((await second.entries)[0]?.isShow).toBe(false);
    expect((await firstEntries)[0]?.isShow).toBe(true);
  });
});
