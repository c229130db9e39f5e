import {
  API_PATHS,
  type AfterSaleDetail,
  type AfterSaleLogEntry,
  type AfterSaleRequest,
  type LogisticsCompanyPage,
} from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MISSING_CODE } from '../../http/member-session.ts';
import { advanceAfterSales } from '../../services/after-sale-service.ts';
import { LOGISTICS_MESSAGES } from '../../services/logistics.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the courier companies (GET /buyer/other/logistics, spec 02) and of a return naming
// one (POST /buyer/order/afterSale/delivery/{sn}) against the real app on a seeded PGlite: the list
// is the companies in service in the mall's order, paged as the spec asks (200 at once), without the
// closed ones; a return must name one of them.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

/** The twelve couriers in service of fixtures/seed/logistics-companies.json, in its order. */
const OFFERED = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '京东物流',
  '邮政EMS',
  '极兔速递',
  '德邦快递',
  '中国邮政快递包裹',
  '宅急送',
  '丰网速运',
];

const list = (query: Record<string, string> = {}, options: { accessToken?: string; locale?: string } = {}) =>
  api.get<LogisticsCompanyPage>(`${API_PATHS.logisticsCompanies}?${new URLSearchParams(query)}`, {
    ...(options.accessToken === undefined ? {} : { accessToken: options.accessToken }),
    headers: options.locale ? { locale: options.locale } : {},
  });

describe('GET /buyer/other/logistics', () => {
  it("lists the couriers in service in the mall's order, all on the spec's one page of 200", async () => {
    const { status, body } = await list(
      { pageNumber: '1', pageSize: '200', disabled: 'OPEN' },
      { accessToken: api.tokens.zhang },
    );
    expect(status).toBe(200);
    expect(body.result.records.map((company) => company.name)).toEqual(OFFERED);
    expect(body.result).toMatchObject({ total: 12, current: 1, size: 200, pages: 1 });
    expect(body.result.records[0]).toEqual({
      id: 'logi-sf',
      code: 'SF',
      name: '顺丰速运',
      nameEn: 'SF Express',
      disabled: 'OPEN',
    });
  });

  it('asks for the same page of 200 when the query leaves everything out', async () => {
    const { body } = await list({}, { accessToken: api.tokens.zhang });
    expect(body.result).toMatchObject({ total: 12, current: 1, size: 200, pages: 1 });
    expect(body.result.records).toHaveLength(12);
  });

  it('pages the list: five a page gives three pages, the last with two', async () => {
    const pages = await Promise.all(
      ['1', '2', '3', '4'].map((pageNumber) =>
        list({ pageNumber, pageSize: '5' }, { accessToken: api.tokens.zhang }),
      ),
    );
    expect(pages.map(({ body }) => body.result.records.map((company) => company.name))).toEqual([
      OFFERED.slice(0, 5),
      OFFERED.slice(5, 10),
      OFFERED.slice(10),
      [],
    ]);
    expect(pages.map(({ body }) => body.result.pages)).toEqual([3, 3, 3, 3]);
    expect(pages.map(({ body }) => body.result.total)).toEqual([12, 12, 12, 12]);
  });

  it('leaves out the closed couriers (百世快递, 天天快递), and one closed now', async () => {
    const names = async () =>
      (await list({}, { accessToken: api.tokens.zhang })).body.result.records.map((c) => c.name);
    expect(await names()).not.toContain('百世快递');
    expect(await names()).not.toContain('天天快递');
    await api.db.query(`UPDATE logistics_companies SET disabled = 'CLOSE' WHERE code = 'ZJS'`);
    try {
      expect(await names()).toEqual(OFFERED.filter((name) => name !== '宅急送'));
      expect((await list({}, { accessToken: api.tokens.zhang })).body.result.total).toBe(11);
    } finally {
      await api.db.query(`UPDATE logistics_companies SET disabled = 'OPEN' WHERE code = 'ZJS'`);
    }
  });

  it('refuses to list the closed ones, a page size over 200 and a page 0, in the caller’s language', async () => {
    for (const [query, zh, en] of [
      [{ disabled: 'CLOSE' }, LOGISTICS_MESSAGES.openOnly, 'Only the couriers in service can be listed'],
      [{ pageSize: '201' }, LOGISTICS_MESSAGES.pageSize, 'Page size must be a whole number from 1 to 200'],
      [{ pageNumber: '0' }, '页码须为正整数', 'Page number must be a positive whole number'],
    ] as const) {
      const chinese = await list(query, { accessToken: api.tokens.zhang });
      expect(chinese.status, JSON.stringify(query)).toBe(400);
      expect(chinese.body).toMatchObject({ success: false, message: zh });
      const english = await list(query, { accessToken: api.tokens.zhang, locale: 'en-US' });
      expect(english.status).toBe(400);
      expect(english.body.message).toBe(en);
    }
  });

  it('refuses a guest before looking at the query', async () => {
    const { status, body } = await list({ pageSize: '999' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: SESSION_MISSING_CODE });
  });
});

describe('POST /buyer/order/afterSale/delivery/{sn}: the courier of a return', () => {
  /** zhangwei's shipped order item (fixtures/seed/member-lists.json). */
  const SHIPPED_ITEM = 'O26030100006-1';
  const RETURN_GOODS: AfterSaleRequest = {
    serviceType: 'RETURN_GOODS',
    num: 1,
    reason: '商品质量问题',
    problemDesc: '',
    contactName: '张伟',
    contactMobile: '13812341234',
    pickupAddressId: 'addr-acme-zhang-home',
  };
  let sn: string;

  beforeAll(async () => {
    const applied = await api.post<AfterSaleDetail>(API_PATHS.afterSaleSave(SHIPPED_ITEM), RETURN_GOODS, {
      accessToken: api.tokens.zhang,
    });
    expect(applied.body.message).toBe('success');
    sn = applied.body.result.sn;
    // The development fulfilment approves it: now the goods may be sent back.
    expect(await advanceAfterSales(api.db, api.clock)).toEqual([sn]);
  });

  const deliver = (logisticsCompany: string, locale?: string) =>
    api.post<AfterSaleDetail>(
      API_PATHS.afterSaleDelivery(sn),
      { logisticsCompany, logisticsNo: 'YT1234567890' },
      { accessToken: api.tokens.zhang, headers: locale ? { locale } : {} },
    );
  const stored = async () =>
    (
      await api.db.query(
        `SELECT status, logistics_company AS "logisticsCompany", logistics_no AS "logisticsNo"
         FROM after_sales WHERE sn = $1`,
        [sn],
      )
    )[0];

  it('refuses a courier not on the list, a closed one and a near miss, in the caller’s language, writing nothing', async () => {
    for (const company of ['闪电快递', '百世快递', '顺丰', 'SF Express']) {
      await expectRefusedWithoutWriting(api.db, () => deliver(company), {
        message: LOGISTICS_MESSAGES.notOffered,
      });
      expect(await stored()).toEqual({ status: 'PASS', logisticsCompany: null, logisticsNo: null });
    }
    await expectRefusedWithoutWriting(api.db, () => deliver('闪电快递', 'en-US'), {
      message: 'Please choose a courier from the list',
    });
  });

  it('records the goods sent back with a courier of the list', async () => {
    const { status, body } = await deliver('圆通速递');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      status: 'BUYER_RETURN',
      logisticsCompany: '圆通速递',
      logisticsNo: 'YT1234567890',
    });
    expect(await stored()).toEqual({
      status: 'BUYER_RETURN',
      logisticsCompany: '圆通速递',
      logisticsNo: 'YT1234567890',
    });
    // The progress names the courier in the reader's language.
    const logIn = async (locale: string) =>
      (
        await api.get<AfterSaleLogEntry[]>(API_PATHS.afterSaleLog(sn), {
          accessToken: api.tokens.zhang,
          headers: { locale },
        })
      ).body.result.at(-1)?.message;
    expect(await logIn('zh-CN')).toBe('您已寄回商品（圆通速递 YT1234567890）');
    expect(await logIn('en-US')).toBe('You sent the goods back (YTO Express YT1234567890)');
  });
});
