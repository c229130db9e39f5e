import { describe, expect, it } from 'vitest';
import { BLOCK_VALIDATORS } from '../src/index.ts';
import { carouselV1toV2 } from '../migrations/carousel.ts';

describe('carousel v1 -> v2', () => {
  it('turns legacy link objects into paths that the current schema accepts', async () => {
    const v1 = {
      list: [
        { img: '/img/a.svg', url: { ___type: 'goods', id: '1001', goodsId: '101' } },
        { img: '/img/b.svg', url: { ___type: 'category', id: '1,11,111' } },
        { img: '/img/c.svg', url: { ___type: 'shops', id: 's1' } },
        { img: '/img/d.svg', url: '/goodsList' },
      ],
    };
    const v2 = carouselV1toV2(v1);
    expect(v2.list).toEqual([
      { img: '/img/a.svg', url: '/goodsDetail?skuId=1001&goodsId=101' },
      { img: '/img/b.svg', url: '/goodsList?categoryId=1,11,111' },
      { img: '/img/c.svg', url: '/merchant?id=s1' },
      { img: '/img/d.svg', url: '/goodsList' },
    ]);
    const validate = await BLOCK_VALIDATORS.carousel();
    expect(validate(v2)).toBe(true);
  });

  it('leaves a legacy link it does not know as no link rather than guessing', () => {
    expect(carouselV1toV2({ list: [{ img: '/img/a.svg', url: { ___type: 'marketing' } }] }).list).toEqual([
      { img: '/img/a.svg', url: '' },
    ]);
  });

  it('does not copy a __proto__ key onto the prototype of the result', () => {
    const hostile = JSON.parse('{"list":[{"img":"/img/a.svg","__proto__":{"polluted":true}}]}') as Record<
      string,
      unknown
    >;
    const migrated = carouselV1toV2(hostile) as { list: Record<string, unknown>[] };
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(migrated.list[0]!.polluted).toBeUndefined();
  });
});
