import { describe, expect, it, vi } from 'vitest';
import type * as CheckBlockModule from '../validate/check-block.ts';
import { checkBlock } from '../validate/check-block.ts';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { planPage } from './page-plan.ts';

// The real check, counted.
vi.mock('../validate/check-block.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof CheckBlockModule>();
  return { ...actual, checkBlock: vi.fn(actual.checkBlock) };
});

describe('planPage', () => {
  it('checks a block’s options when the block is first drawn, not as its validator arrives', async () => {
    const { registry } = fakeRegistry();
    const notices = Array.from({ length: 3 }, (_, i) => ({
      key: `n${i}`,
      type: 'noticeShow',
      options: { list: [] },
    }));
    const plan = planPage(JSON.stringify({ list: notices }), {
      registry,
      locale: 'zh-CN',
      isGuest: false,
      checkAvailability: vi.fn(async () => []),
      fetchPlanGoods: vi.fn(),
    });

    // The page's validator has arrived (the plan asked for it): nothing is checked yet.
    await registry.schemas.loadValidator('noticeShow');
    expect(checkBlock).not.toHaveBeenCalled();

    const [first] = plan.blocks;
    expect(first?.kind === 'block' && (await first.ready).ok).toBe(true);
    expect(checkBlock).toHaveBeenCalledTimes(1);
  });
});
