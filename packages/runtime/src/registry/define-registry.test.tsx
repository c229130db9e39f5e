import { describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPES } from '@mall/schemas';
import { deferred, fakeRegistry, tinyBlock } from '../test/fake-registry.tsx';

describe('defineRegistry', () => {
  it('looks up a definition by a type string from JSON and knows every registered type', () => {
    const { registry } = fakeRegistry({ flashBuy: { requiresLogin: true, skeletonHeight: 300 } });
    expect(registry.get('flashBuy')).toMatchObject({ requiresLogin: true, skeletonHeight: 300 });
    expect(registry.has('carousel')).toBe(true);
    expect(registry.types).toContain('noticeShow');
    expect([...registry.types].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('knows nothing of types it was not given, including Object.prototype member names', () => {
    const { registry } = fakeRegistry();
    for (const type of ['magicCarpet', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(registry.get(type)).toBeUndefined();
      expect(registry.has(type)).toBe(false);
    }
  });

  it('requests every listed chunk at once, each once, and ignores unknown types', () => {
    const { registry, loads } = fakeRegistry();
    const first = registry.preload(['carousel', 'noticeShow', 'carousel', 'nope']);
    const second = registry.preload(['carousel']);
    expect([...first.keys()]).toEqual(['carousel', 'noticeShow']);
    expect(loads.carousel).toHaveBeenCalledTimes(1);
    expect(loads.noticeShow).toHaveBeenCalledTimes(1);
    expect(loads.goodsList).not.toHaveBeenCalled();
    expect(second.get('carousel')).toBe(first.get('carousel'));
  });

  it('keeps a failed chunk failed for the page that asked, and asks again on a later preload', async () => {
    const attempts = [deferred<ReturnType<typeof tinyBlock>>(), deferred<ReturnType<typeof tinyBlock>>()];
    let call = 0;
    const { registry, loads } = fakeRegistry({ carousel: { load: vi.fn(() => attempts[call++]!.promise) } });
    const page = registry.preload(['carousel']).get('carousel');
    attempts[0]!.reject(new Error('chunk missing'));
    await expect(page).rejects.toThrow('chunk missing');

    const retry = registry.preload(['carousel']).get('carousel');
    expect(loads.carousel).toHaveBeenCalledTimes(2);
    attempts[1]!.resolve(tinyBlock('carousel'));
    await expect(retry).resolves.toBeTypeOf('function');
    registry.preload(['carousel']);
    expect(loads.carousel).toHaveBeenCalledTimes(2);
  });

  it('treats a load that throws synchronously as a failed chunk', async () => {
    const { registry } = fakeRegistry({
      noticeShow: {
        load: () => {
          throw new Error('boom');
        },
      },
    });
    await expect(registry.preload(['noticeShow']).get('noticeShow')).rejects.toThrow('boom');
  });
});
