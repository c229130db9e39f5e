import { blockSetOfPage } from '@mall/schemas';
import { mallSchemaCatalog, validatePage } from '@mall/runtime/validate';
import { describe, expect, it } from 'vitest';
import lilishopHome from '../../../../fixtures/lilishop/pc-home.json';
import { importLilishopPage } from './import-lilishop-page.ts';

const NOW = 1732600000000;
const HOME = blockSetOfPage({ platform: 'DZPT', pageType: 'INDEX' });
/** A lilishop block with empty options unless `extra` says otherwise. */
const lilishopBlock = (type: string, extra: object = {}) => ({ type, options: {}, ...extra });

describe('importLilishopPage', () => {
  it("imports lilishop's PC home: our types kept, near equivalents mapped, the rest dropped with a code", () => {
    const { report } = importLilishopPage(JSON.stringify(lilishopHome), {
      now: NOW,
      flashBuyMarketId: 'market-flash-1',
    });
    expect(report.kept).toEqual([
      { key: '1700000000000_1', type: 'carousel', position: 3 },
      { key: '1700000000000_2', type: 'hotAdvert', position: 4 },
      { key: '1700000000000_4', type: 'discountAdvert', position: 6 },
      { key: '1700000000000_5', type: 'bannerAdvert', position: 7 },
    ]);
    expect(report.mapped).toEqual([
      { key: `${NOW}_1`, from: 'topAdvert', to: 'bannerAdvert', position: 1, needs: [] },
      { key: '1700000000000_3', from: 'seckill', to: 'flashBuy', position: 5, needs: [] },
      { key: '1700000000000_6', from: 'onlyGoodsModel', to: 'freeGoodsShow', position: 8, needs: [] },
      { key: '1700000000000_7', from: 'oneRowThreeColumns', to: 'discountAdvert', position: 9, needs: [] },
      { key: '1700000000000_10', from: 'firstAdvert', to: 'applicationsSelection', position: 11, needs: [] },
      { key: '1700000000000_9', from: 'notEnough', to: 'freeGoodsShow', position: 13, needs: [] },
    ]);
    expect(report.dropped).toEqual([
      { key: '', type: 'navBar', reason: 'navigation-drawn-by-shell', position: 2 },
      { key: '1700000000000_8', type: 'forYour', reason: 'no-equivalent', position: 10 },
      { key: '1700000000000_11', type: 'liveStream', reason: 'unknown-type', position: 12 },
    ]);
    expect(report.pageError).toBeUndefined();
  });

  it('gives a page whose every block validates, with no diagnostic, as a home page of the default set', async () => {
    const { page } = importLilishopPage(lilishopHome, { now: NOW, flashBuyMarketId: 'market-flash-1' });
    expect(page.list).toHaveLength(10);
    const validation = await validatePage(page, { catalog: mallSchemaCatalog, blockSet: HOME });
    expect(validation.diagnostics).toEqual([]);
    expect(validation.blocks.map((block) => block.type)).toEqual([
      'bannerAdvert',
      'carousel',
      'hotAdvert',
      'flashBuy',
      'discountAdvert',
      'bannerAdvert',
      'freeGoodsShow',
      'discountAdvert',
      'applicationsSelection',
      'freeGoodsShow',
    ]);
  });

  it("makes lilishop's top advert our banner and its '还没逛够' goods tabs a showcase of the linked goods", () => {
    const { page } = importLilishopPage(lilishopHome, { now: NOW });
    expect(page.list[0]).toEqual({
      key: `${NOW}_1`,
      type: 'bannerAdvert',
      name: '顶部广告',
      options: {
        img: 'https://lilishop-oss.oss-cn-beijing.aliyuncs.com/decorate/top-advert.jpg',
        url: '/goodsList?keyword=年货节',
        bgColor: '#de000d',
      },
    });
    const showcase = page.list.find((block) => block.key === '1700000000000_9');
    expect(showcase?.options?.head).toEqual({ title: '还没逛够' });
    expect(showcase?.options?.list).toHaveLength(4);
    expect((showcase?.options?.list as unknown[])[0]).toEqual({
      skuId: '1376433565247471616',
      goodsId: '1376433564962258944',
      productName: 'Apple/苹果 13 英寸 MacBook Pro 512GB',
      productImages: ['https://lilishop-oss.oss-cn-beijing.aliyuncs.com/decorate/macbook.jpeg'],
      specProductPrice: 6666,
      priceUnit: '元',
    });
  });

  it('brings a seckill without a chosen market as a flash sale that needs one, which validation then names', async () => {
    const { page, report } = importLilishopPage({ list: [lilishopBlock('seckill', { key: 'k1' })] });
    expect(report.mapped).toEqual([
      { key: 'k1', from: 'seckill', to: 'flashBuy', position: 1, needs: ['marketId'] },
    ]);
    const validation = await validatePage(page, { catalog: mallSchemaCatalog, blockSet: HOME });
    expect(validation.diagnostics.map((diagnostic) => [diagnostic.key, diagnostic.reason])).toEqual([
      ['k1', 'invalid'],
    ]);
  });

  it("keeps lilishop's unique keys and makes <now>_<n> keys for missing and repeated ones, clear of lilishop's", () => {
    const { page } = importLilishopPage(
      {
        list: [
          lilishopBlock('carousel', { key: 'a' }),
          lilishopBlock('carousel'),
          lilishopBlock('carousel', { key: 'a' }),
          lilishopBlock('carousel', { key: `${NOW}_1` }),
        ],
      },
      { now: NOW },
    );
    expect(page.list.map((block) => block.key)).toEqual(['a', `${NOW}_2`, `${NOW}_3`, `${NOW}_1`]);
  });

  it("names a block saved without a name after lilishop's default name, and keeps a name it had", () => {
    const { page } = importLilishopPage({
      list: [
        lilishopBlock('hotAdvert', { key: 'h' }),
        lilishopBlock('carousel', { key: 'c', name: '春节轮播' }),
      ],
    });
    expect(page.list.map((block) => block.name)).toEqual(['热门广告', '春节轮播']);
  });

  it('drops goods blocks whose cards link no goods, and a top advert without a picture', () => {
    const { page, report } = importLilishopPage({
      list: [
        { type: 'topAdvert', img: '', url: '', bgColor: '#de000d', size: '1200*80' },
        lilishopBlock('onlyGoodsModel', {
          key: 'o',
          options: { list: [{ img: '/a.png', title: '样品', url: '' }] },
        }),
        lilishopBlock('notEnough', {
          key: 'n',
          options: { list: [[{ img: '', name: '', price: 0, url: '' }]], navList: [] },
        }),
      ],
    });
    expect(page.list).toEqual([]);
    expect(report.dropped.map(({ type, reason }) => [type, reason])).toEqual([
      ['topAdvert', 'no-picture'],
      ['onlyGoodsModel', 'no-linked-goods'],
      ['notEnough', 'no-linked-goods'],
    ]);
  });

  it('drops a block whose type of ours is not in the block set of the page imported into', () => {
    const { page, report } = importLilishopPage(
      {
        list: [
          lilishopBlock('hotAdvert', { key: 'h' }),
          lilishopBlock('carousel', { key: 'c', options: { list: [] } }),
        ],
      },
      { blockSet: 'custom' },
    );
    expect(page.list.map((block) => block.type)).toEqual(['carousel']);
    expect(report.dropped).toEqual([
      { key: 'h', type: 'hotAdvert', reason: 'not-in-block-set', position: 1 },
    ]);
  });

  it('says when the input is not JSON or not a page, and drops entries that are not blocks', () => {
    expect(importLilishopPage('{"list": [').report.pageError).toBe('not-json');
    expect(importLilishopPage({ pageData: [] }).report.pageError).toBe('not-a-page');
    expect(importLilishopPage({ list: [null, { options: {} }] }).report.dropped).toEqual([
      { key: '', type: '', reason: 'not-a-block', position: 1 },
      { key: '', type: '', reason: 'not-a-block', position: 2 },
    ]);
  });

  it('shares no object with the page it was given', () => {
    const input = { list: [{ type: 'carousel', key: 'c', options: { list: [{ img: '/a.png' }] } }] };
    const { page } = importLilishopPage(input);
    (page.list[0]!.options!.list as Array<{ img: string }>)[0]!.img = '/b.png';
    expect(input.list[0]!.options.list[0]!.img).toBe('/a.png');
  });
});
