import {
  API_PATHS,
  type GoodsEvaluationPage,
  type MemberEvaluation,
  type MemberEvaluationPage,
  type OrderPage,
} from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { maskMemberName } from '../../services/evaluations.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of goods reviews (/buyer/member/evaluation) against the real app and an in-memory PGlite
// seeded from the fixtures: zhangwei reviews an item of his completed order, sees it in his list and
// on the goods' reviews with his name masked; every refusal (another member's item, an order not
// completed, bad stars, text or pictures, a second review, also two sent at once) writes nothing.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

/** zhangwei's completed order of the standard check-up (goods 121), and a delivered one. */
const CHECKUP_ITEM = 'O26030100008-1';
const CHECKUP_GOODS = '121';
const DELIVERED_ITEM = 'O26030100006-1';
/** wangfang's completed order of an air purifier, reviewed in the seed. */
const WANG_ITEM = 'O26030200001-1';

const REVIEW = { orderItemSn: CHECKUP_ITEM, stars: 5, content: '体检很细致，推荐。' };

beforeEach(async () => {
  await api.db.exec(`DELETE FROM goods_reviews WHERE id NOT LIKE 'rev-seed-%'`);
});

const review = (
  payload: object,
  accessToken: string = api.tokens.zhang,
  headers: Record<string, string> = {},
) => api.post<MemberEvaluation>(API_PATHS.evaluations, payload, { accessToken, headers });
const goodsReviews = async (goodsId: string, query = '', headers: Record<string, string> = {}) =>
  (await api.get<GoodsEvaluationPage>(`${API_PATHS.goodsEvaluations(goodsId)}${query}`, { headers })).body
    .result;
const ordersToReview = async () =>
  (
    await api.post<OrderPage>(
      API_PATHS.orderList,
      { pageNumber: 1, pageSize: 10, tag: 'WAIT_COMMENT' },
      { accessToken: api.tokens.zhang },
    )
  ).body.result;

describe('POST a review', () => {
  it("reviews an item of the member's completed order and lists it as theirs", async () => {
    const { status, body } = await review({ ...REVIEW, images: ['/img/goods/checkup.svg'] });
    expect(body.message).toBe('success');
    expect(status).toBe(200);
    expect(body.result).toEqual({
      id: expect.stringMatching(/^rev-/),
      orderSn: 'O26030100008',
      orderItemSn: CHECKUP_ITEM,
      goodsId: CHECKUP_GOODS,
      skuId: '1021',
      goodsName: '年度体检套餐（标准版）',
      goodsImage: '/img/goods/checkup.svg',
      stars: 5,
      content: '体检很细致，推荐。',
      images: ['/img/goods/checkup.svg'],
      createTime: TEST_APP_START.toISOString(),
    });
    const mine = await api.get<MemberEvaluationPage>(API_PATHS.evaluations, {
      accessToken: api.tokens.zhang,
    });
    expect(mine.body.result).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(mine.body.result.records).toEqual([body.result]);
    const one = await api.get<MemberEvaluation>(API_PATHS.evaluation(body.result.id), {
      accessToken: api.tokens.zhang,
    });
    expect(one.body.result).toEqual(body.result);
  });

  it("shows on the goods' reviews, newest first, with the name masked and the average counted", async () => {
    const before = await goodsReviews(CHECKUP_GOODS);
    expect(before.total).toBe(2);
    expect(before.averageStars).toBe(4.5);
    await review({ ...REVIEW, stars: 3 });
    const after = await goodsReviews(CHECKUP_GOODS);
    expect(after).toMatchObject({ total: 3, averageStars: 4, current: 1, pages: 1 });
    expect(after.records.map((record) => [record.memberName, record.stars, record.content])).toEqual([
      ['张*', 3, '体检很细致，推荐。'],
      ['何*', 5, '体检中心环境好，报告第二天就出来了，医生解读很耐心。'],
      ['许*', 4, '预约很方便，项目齐全，就是抽血排队久了点。'],
    ]);
    expect(JSON.stringify(after)).not.toMatch(/zhangwei|张伟|mbr-/);
  });

  it('keeps the text exactly as written, markup included, to be shown as text', async () => {
    const content = '<img src=x onerror=alert(1)> 好 & "棒"';
    const { body } = await review({ ...REVIEW, content });
    expect(body.result.content).toBe(content);
    expect((await goodsReviews(CHECKUP_GOODS)).records[0]?.content).toBe(content);
  });

  it('accepts 500 characters of text', async () => {
    const { status } = await review({ ...REVIEW, content: '好'.repeat(500) });
    expect(status).toBe(200);
  });

  it('takes the order out of the orders to review once every item is reviewed', async () => {
    const before = await ordersToReview();
    expect(before.records.map((order) => order.sn).sort()).toEqual([
      'O26030100008',
      'O26030100010',
      'O26030100012',
    ]);
    expect(before.records.find((order) => order.sn === 'O26030100008')?.orderItems[0]).toMatchObject({
      sn: CHECKUP_ITEM,
      reviewed: false,
    });
    await review(REVIEW);
    const after = await ordersToReview();
    expect(after.records.map((order) => order.sn).sort()).toEqual(['O26030100010', 'O26030100012']);
    expect(after.total).toBe(2);
  });
});

describe('refusals, each writing nothing', () => {
  it('refuses a guest', async () => {
    await expectGuestRefused(api.db, () => review(REVIEW, ''));
  });

  it("answers another member's item as an unknown one", async () => {
    const unknown = await review({ ...REVIEW, orderItemSn: 'O99999999999-1' });
    await expectRefusedWithoutWriting(api.db, () => review({ ...REVIEW, orderItemSn: WANG_ITEM }), {
      status: 404,
      message: '订单商品不存在',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('订单商品不存在');
  });

  it('refuses an item of an order not yet completed', async () => {
    await expectRefusedWithoutWriting(api.db, () => review({ ...REVIEW, orderItemSn: DELIVERED_ITEM }), {
      message: '订单完成后才能评价',
    });
  });

  it.each([
    ['no stars', { stars: undefined }, '请选择评分'],
    ['0 stars', { stars: 0 }, '评分须为1-5星'],
    ['6 stars', { stars: 6 }, '评分须为1-5星'],
    ['3.5 stars', { stars: 3.5 }, '评分须为1-5星'],
    ['stars as text', { stars: '5' }, '评分须为1-5星'],
    ['no text', { content: undefined }, '请填写评价内容'],
    ['empty text', { content: '' }, '请填写评价内容'],
    ['blank text', { content: ' \n ' }, '请填写评价内容'],
    ['501 characters', { content: '好'.repeat(501) }, '评价内容不能超过500个字'],
    ['a picture from elsewhere', { images: ['https://evil.example/x.png'] }, '只能选择该商品的图片'],
    ['a picture of other goods', { images: ['/img/goods/rice.svg'] }, '只能选择该商品的图片'],
    ['a picture twice', { images: ['/img/goods/checkup.svg', '/img/goods/checkup.svg'] }, '图片不能重复'],
    [
      'four pictures',
      { images: ['/img/goods/a.svg', '/img/goods/b.svg', '/img/goods/c.svg', '/img/goods/d.svg'] },
      '图片最多3张',
    ],
  ])('refuses %s', async (_case, change, message) => {
    await expectRefusedWithoutWriting(api.db, () => review({ ...REVIEW, ...change }), { message });
  });

  it("words a refusal in the caller's language", async () => {
    const english = { locale: 'en-US' };
    await expectRefusedWithoutWriting(
      api.db,
      () => review({ ...REVIEW, stars: 9 }, api.tokens.zhang, english),
      {
        message: 'The rating must be 1 to 5 stars',
      },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => review({ ...REVIEW, content: 'x'.repeat(501) }, api.tokens.zhang, english),
      { message: 'Review cannot exceed 500 characters' },
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => review({ ...REVIEW, orderItemSn: DELIVERED_ITEM }, api.tokens.zhang, english),
      { message: 'You can review an item once its order is completed' },
    );
  });

  it("answers another member's review as an unknown one", async () => {
    const { body } = await review(REVIEW);
    const theirs = await api.get(API_PATHS.evaluation(body.result.id), { accessToken: api.tokens.wang });
    const unknown = await api.get(API_PATHS.evaluation('rev-unknown'), { accessToken: api.tokens.wang });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('评价不存在');
    expect(unknown.body.message).toBe(theirs.body.message);
  });
});

describe('once per order item', () => {
  it('refuses a second review of the same item', async () => {
    expect((await review(REVIEW)).status).toBe(200);
    await expectRefusedWithoutWriting(api.db, () => review({ ...REVIEW, stars: 1 }), {
      message: '该商品已评价，不能重复评价',
    });
  });

  it('lets one of two reviews sent at once in and refuses the other', async () => {
    const answers = await Promise.all([review(REVIEW), review({ ...REVIEW, stars: 2 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.message).toBe('该商品已评价，不能重复评价');
    const [count] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM goods_reviews WHERE order_item_sn = $1',
      [CHECKUP_ITEM],
    );
    expect(count?.n).toBe(1);
  });
});

describe('a goods with no reviews', () => {
  it('answers none, no average, for a guest too', async () => {
    expect(await goodsReviews('101')).toEqual({
      records: [],
      total: 0,
      current: 1,
      size: 10,
      pages: 0,
      averageStars: null,
    });
  });

  it("pages the reviews and names the spec in the caller's language", async () => {
    const page = await goodsReviews(CHECKUP_GOODS, '?pageNumber=2&pageSize=1', { locale: 'en-US' });
    expect(page).toMatchObject({ total: 2, current: 2, size: 1, pages: 2 });
    expect(page.records).toHaveLength(1);
    expect(page.records[0]?.skuName).toMatch(/[A-Za-z]/);
  });
});

describe('maskMemberName', () => {
  it('keeps the first and last characters', () => {
    expect(maskMemberName('张小伟')).toBe('张*伟');
    expect(maskMemberName('wangfang')).toBe('w***g');
    expect(maskMemberName('张伟')).toBe('张*');
    expect(maskMemberName('伟')).toBe('*');
  });
});
