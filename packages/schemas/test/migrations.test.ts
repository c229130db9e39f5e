import { describe, expect, it } from 'vitest';
import { BLOCK_VALIDATORS } from '../src/index.ts';
import { carouselV1toV2 } from '../migrations/carousel.ts';
import { discountAdvertV1toV2 } from '../migrations/discount-advert.ts';
import { hotAdvertV1toV2 } from '../migrations/hot-advert.ts';

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

// lilishop's PC decorator (modelConfig.js) saves these shapes, with no `version`: they arrive as v1.
const lilishopImage = (name: string) => `https://lilishop-oss.oss-cn-beijing.aliyuncs.com/decorate/${name}`;

describe('hotAdvert v1 -> v2', () => {
  it("keeps the first five of lilishop's six pictures, which the current schema accepts", async () => {
    const lilishop = {
      list: [
        { img: lilishopImage('wide.png'), url: '/goodsList?keyword=年货', size: '1200*自定义' },
        ...[1, 2, 3, 4, 5].map((n) => ({ img: lilishopImage(`${n}.jpg`), url: '', size: '230*190' })),
      ],
    };
    const validate = await BLOCK_VALIDATORS.hotAdvert();
    expect(validate(lilishop)).toBe(false);
    const v2 = hotAdvertV1toV2(lilishop);
    expect(v2.list).toEqual(lilishop.list.slice(0, 5));
    expect(validate(v2)).toBe(true);
  });

  it('leaves a list of five or fewer as it is', () => {
    const ours = { head: { title: '热门推荐' }, list: [{ img: '/img/a.svg' }, { img: '/img/b.svg' }] };
    expect(hotAdvertV1toV2(ours)).toBe(ours);
  });
});

describe('discountAdvert v1 -> v2', () => {
  it("makes lilishop's category and brand tiles one row of four pictures, which the current schema accepts", async () => {
    const tile = (name: string, size: string) => ({
      img: lilishopImage(name),
      url: `/goodsList?keyword=${name}`,
      size,
    });
    const lilishop = {
      bgImg: { img: lilishopImage('bg.png'), url: '', size: '1300*586' },
      classification: ['c1', 'c2', 'c3'].map((name) => tile(name, '190*210')),
      brandList: ['b1', 'b2'].map((name) => tile(name, '240*105')),
    };
    const validate = await BLOCK_VALIDATORS.discountAdvert();
    expect(validate(lilishop)).toBe(false);
    const v2 = discountAdvertV1toV2(lilishop);
    expect(v2).toEqual({
      list: ['c1', 'c2', 'c3', 'b1'].map((name) => ({
        img: lilishopImage(name),
        url: `/goodsList?keyword=${name}`,
      })),
    });
    expect(validate(v2)).toBe(true);
  });

  it('takes the brand tiles alone when lilishop saved no categories', () => {
    const v2 = discountAdvertV1toV2({ brandList: [{ img: lilishopImage('b1'), url: '' }] });
    expect(v2).toEqual({ list: [{ img: lilishopImage('b1'), url: '' }] });
  });

  it('leaves options that already have a list as they are', () => {
    const ours = { list: [{ img: '/img/a.svg', discount: '满199减50' }] };
    expect(discountAdvertV1toV2(ours)).toBe(ours);
  });
});

describe("lilishop's notEnough", () => {
  it('is refused by our points band, naming its goods fields, rather than shown as a band', async () => {
    const validate = await BLOCK_VALIDATORS.notEnough();
    const lilishop = {
      list: [[{ img: lilishopImage('g.jpeg'), name: 'MacBook Pro', price: 6666, url: '' }]],
      navList: [{ title: '精选', desc: '猜你喜欢' }],
    };
    expect(validate(lilishop)).toBe(false);
    expect(validate.errors?.map((error) => error.params.additionalProperty)).toEqual(['list', 'navList']);
    expect(validate({ threshold: 100, message: '积分不够？' })).toBe(true);
  });
});
