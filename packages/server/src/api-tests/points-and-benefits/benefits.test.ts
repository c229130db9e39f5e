import {
  API_PATHS,
  type BenefitChoice,
  type BenefitPermission,
  type BenefitPlanCase,
  type BenefitPlanCaseDetail,
  type BenefitRecordPage,
} from '@mall/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLER_HANDLED_CODE } from '../../http/api-error.ts';
import { ALREADY_CHOSEN_CODE, CHOICE_MESSAGES } from '../../services/benefit-choices.ts';
import { PLAN_CASE_MESSAGES } from '../../services/benefit-plan-cases.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of flexible-benefit choices against the real app and an in-memory PGlite seeded from
// fixtures/seed/benefits.json and benefit-members.json: the year/quarter permission, the plan cases
// of a kind with their state, one plan case with its options, choosing and every refusal of it, the
// check the selection pages make, and the records. The app's clock starts an hour after the seed:
// Acme's year, family and Q4 plan cases are open, Q3 closed; zhangwei has no choice of the open ones.

/** zhangwei (Acme, two addresses, his spouse as family member) and wangfang (Blue Ocean, no address). */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

// Every test starts from the seeded choices: the ones a test made (after the seed) are removed.
beforeEach(async () => {
  await api.db.query(
    'DELETE FROM benefit_order_items WHERE order_sn IN (SELECT sn FROM benefit_orders WHERE created_at > $1)',
    [TEST_SEED_TIME],
  );
  await api.db.query('DELETE FROM benefit_orders WHERE created_at > $1', [TEST_SEED_TIME]);
});

const YEAR = 'bpc-acme-2026';
const FAMILY = 'bpc-acme-2026-family';
const Q4 = 'bpc-acme-2026q4';
const Q3 = 'bpc-acme-2026q3';
const BLUE_YEAR = 'bpc-blue-2026';
const HOME = 'addr-acme-zhang-home';
const SPOUSE = 'fam-acme-zhang-spouse';

/** zhangwei's choice of two options of the year plan case, to his home. */
const YEAR_CHOICE = { planCaseId: YEAR, optionIds: ['bpo-2026-checkup', 'bpo-2026-teeth'], addressId: HOME };

const choose = (payload: object, accessToken: string = api.tokens.zhang) =>
  api.post<BenefitChoice>(API_PATHS.benefitChoose, payload, { accessToken });
const planCases = async (periodKind: string, accessToken: string = api.tokens.zhang, locale = 'zh-CN') =>
  (
    await api.get<BenefitPlanCase[]>(`${API_PATHS.benefitPlanCases}?periodKind=${periodKind}`, {
      accessToken,
      headers: { locale },
    })
  ).body.result;
const records = async (query: string, accessToken: string = api.tokens.zhang) =>
  (await api.get<BenefitRecordPage>(`${API_PATHS.benefitRecords}?${query}`, { accessToken })).body.result;

/** Chooses, checking it succeeds, and answers the order. */
const chosen = (payload: object = YEAR_CHOICE) => succeeded(choose(payload));

describe('GET the benefit permission', () => {
  it("says whether the member's enterprise has a year's and a quarter's choice open now", async () => {
    const { body } = await api.get<BenefitPermission>(API_PATHS.benefitPermission, {
      accessToken: api.tokens.zhang,
    });
    expect(body.result).toEqual({ isYear: true, isQuarter: true });
  });

  it('says no to a kind whose windows are all closed or not started', async () => {
    // Q4 closes 720 hours after the seed, the year cases 1440 hours after it.
    api.clock = new Date(TEST_SEED_TIME.getTime() + 800 * 3_600_000);
    // A month on, the token of the file's start has expired.
    const accessToken = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
    const { body } = await api.get<BenefitPermission>(API_PATHS.benefitPermission, { accessToken });
    expect(body.result).toEqual({ isYear: true, isQuarter: false });
  });

  it("answers Blue Ocean's members by Blue Ocean's plan cases only", async () => {
    const { body } = await api.get<BenefitPermission>(API_PATHS.benefitPermission, {
      accessToken: api.tokens.wang,
    });
    expect(body.result).toEqual({ isYear: true, isQuarter: false });
  });

  it('asks a guest to log in', async () => {
    await expectGuestRefused(api.db, () => api.get(API_PATHS.benefitPermission));
  });
});

describe("sunli, the end-to-end test's member", () => {
  it('logs in with his demo password and finds the year benefits open with his address', async () => {
    const sun = (await loginAs(api.app, { username: 'sunli', password: 'Sun@2026' })).accessToken;
    const { body } = await api.get<BenefitPermission>(API_PATHS.benefitPermission, { accessToken: sun });
    expect(body.result).toEqual({ isYear: true, isQuarter: true });
    const addresses = await api.db.query('SELECT 1 FROM member_addresses WHERE member_id = $1', [
      'mbr-acme-sun',
    ]);
    expect(addresses).toHaveLength(1);
  });
});

describe('GET the plan cases of a kind', () => {
  it("lists the enterprise's year plan cases with their rule, window, state and no choice yet", async () => {
    const cases = await planCases('YEAR');
    expect(cases.map((c) => c.id)).toEqual([YEAR, FAMILY]);
    expect(cases[0]).toMatchObject({
      name: '2026 年度弹性福利',
      periodLabel: '2026',
      useTo: 1,
      minChoices: 2,
      maxChoices: 2,
      optionCount: 5,
      state: 'OPEN',
      chosenSn: null,
      chooseEnd: new Date(TEST_SEED_TIME.getTime() + 1440 * 3_600_000).toISOString(),
    });
    expect(cases[1]).toMatchObject({ useTo: 2, minChoices: 1, maxChoices: 1, optionCount: 3 });
  });

  it('answers names and intros in English for an English request', async () => {
    const [year] = await planCases('YEAR', api.tokens.zhang, 'en-US');
    expect(year).toMatchObject({
      name: '2026 flexible benefits',
      intro: expect.stringMatching(/^Choose any two/),
    });
  });

  it('tells an open quarter from a closed one', async () => {
    const cases = await planCases('QUARTER');
    expect(cases.map((c) => [c.id, c.state])).toEqual([
      [Q4, 'OPEN'],
      [Q3, 'CLOSED'],
    ]);
  });

  it('says NOT_STARTED before the window opens', async () => {
    api.clock = new Date(TEST_SEED_TIME.getTime() - 800 * 3_600_000);
    expect((await planCases('YEAR')).map((c) => c.state)).toEqual(['NOT_STARTED', 'NOT_STARTED']);
  });

  it("shows the member's live choice by its order number", async () => {
    const { sn } = await chosen();
    expect((await planCases('YEAR'))[0]?.chosenSn).toBe(sn);
  });

  it('shows no other enterprise a plan case', async () => {
    expect((await planCases('YEAR', api.tokens.wang)).map((c) => c.id)).toEqual([BLUE_YEAR]);
  });

  it('refuses a period kind that is not YEAR or QUARTER', async () => {
    const { status, body } = await api.get(`${API_PATHS.benefitPlanCases}?periodKind=MONTH`, {
      accessToken: api.tokens.zhang,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('GET one plan case', () => {
  it('answers its options with goods name, picture, spec, quantity and market price', async () => {
    const { body } = await api.get<BenefitPlanCaseDetail>(API_PATHS.benefitPlanCase(FAMILY), {
      accessToken: api.tokens.zhang,
    });
    expect(body.result.planCase.id).toBe(FAMILY);
    expect(body.result.options.map((o) => [o.id, o.quantity])).toEqual([
      ['bpo-family-checkup', 1],
      ['bpo-family-vitamins', 2],
      ['bpo-family-ejiao', 1],
    ]);
    for (const option of body.result.options) {
      expect(option.goodsName).not.toBe('');
      expect(option.marketPrice).toBeGreaterThan(0);
      expect(option).not.toHaveProperty('pricePoints');
    }
  });

  it("answers another enterprise's plan case exactly as an unknown one", async () => {
    const other = await api.get(API_PATHS.benefitPlanCase(BLUE_YEAR), { accessToken: api.tokens.zhang });
    const unknown = await api.get(API_PATHS.benefitPlanCase('bpc-no-such-case'), {
      accessToken: api.tokens.zhang,
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(PLAN_CASE_MESSAGES.notFound);
    expect({ ...other.body, timestamp: 0 }).toEqual({ ...unknown.body, timestamp: 0 });
  });
});

describe('POST a choice', () => {
  it('writes the order with its items, address snapshot and a FB number, all at once', async () => {
    const choice = await chosen();
    expect(choice).toMatchObject({
      planCaseId: YEAR,
      status: 'UNDELIVERED',
      createTime: TEST_APP_START.toISOString(),
    });
    expect(choice.sn).toMatch(/^FB20260301\d+$/);
    const [order] = await api.db.query<Record<string, unknown>>(
      `SELECT member_id, family_member_id, status, consignee_name, consignee_address_path, consignee_detail
       FROM benefit_orders WHERE sn = $1`,
      [choice.sn],
    );
    expect(order).toEqual({
      member_id: 'mbr-acme-zhang',
      family_member_id: null,
      status: 'UNDELIVERED',
      consignee_name: '张伟',
      consignee_address_path: '浙江省 杭州市 西湖区',
      consignee_detail: '文三路 90 号 3 幢 1201 室',
    });
    const items = await api.db.query<{ option_id: string; quantity: number; goods_name: string }>(
      'SELECT option_id, quantity, goods_name FROM benefit_order_items WHERE order_sn = $1 ORDER BY option_id',
      [choice.sn],
    );
    expect(items.map((i) => i.option_id)).toEqual(['bpo-2026-checkup', 'bpo-2026-teeth']);
    expect(items.every((i) => i.goods_name.length > 0)).toBe(true);
  });

  it('gives each choice its own number', async () => {
    const year = await chosen();
    const quarter = await chosen({ planCaseId: Q4, optionIds: ['bpo-q4-fruit'], addressId: HOME });
    expect(year.sn).not.toBe(quarter.sn);
  });

  it('names the family member of a family plan case', async () => {
    const choice = await chosen({
      planCaseId: FAMILY,
      optionIds: ['bpo-family-vitamins'],
      addressId: HOME,
      familyMemberId: SPOUSE,
    });
    const [order] = await api.db.query<{ family: string }>(
      'SELECT family_member_id AS family FROM benefit_orders WHERE sn = $1',
      [choice.sn],
    );
    expect(order?.family).toBe(SPOUSE);
  });

  it('refuses a second choice of one plan case with code 3000005, writing nothing', async () => {
    await chosen();
    await expectRefusedWithoutWriting(
      api.db,
      () => choose({ ...YEAR_CHOICE, optionIds: ['bpo-2026-purifier', 'bpo-2026-toothbrush'] }),
      { status: 409, code: ALREADY_CHOSEN_CODE, message: CHOICE_MESSAGES.alreadyChosen },
    );
  });

  it('takes a new choice once the live one is cancelled', async () => {
    const first = await chosen();
    await api.db.query(`UPDATE benefit_orders SET status = 'CANCELLED' WHERE sn = $1`, [first.sn]);
    const second = await chosen();
    expect(second.sn).not.toBe(first.sn);
  });

  const refusals: [string, () => object, string][] = [
    ['a choice before the window opens', () => YEAR_CHOICE, CHOICE_MESSAGES.notStarted],
    [
      'a choice of a closed plan case',
      () => ({ planCaseId: Q3, optionIds: ['bpo-q3-tea'], addressId: HOME }),
      CHOICE_MESSAGES.closed,
    ],
    [
      'an option of another plan case',
      () => ({ ...YEAR_CHOICE, optionIds: ['bpo-2026-checkup', 'bpo-q4-crab'] }),
      CHOICE_MESSAGES.optionNotInPlanCase,
    ],
    [
      'an option named twice',
      () => ({ ...YEAR_CHOICE, optionIds: ['bpo-2026-teeth', 'bpo-2026-teeth'] }),
      CHOICE_MESSAGES.duplicateOption,
    ],
    [
      'one option where two are the rule',
      () => ({ ...YEAR_CHOICE, optionIds: ['bpo-2026-teeth'] }),
      '请选择2项福利',
    ],
    [
      'three options where two are the rule',
      () => ({ ...YEAR_CHOICE, optionIds: ['bpo-2026-teeth', 'bpo-2026-checkup', 'bpo-2026-purifier'] }),
      '请选择2项福利',
    ],
    [
      'a family plan case without a family member',
      () => ({ planCaseId: FAMILY, optionIds: ['bpo-family-ejiao'], addressId: HOME }),
      CHOICE_MESSAGES.familyRequired,
    ],
    [
      "a family plan case naming a family member not the member's",
      () => ({
        planCaseId: FAMILY,
        optionIds: ['bpo-family-ejiao'],
        addressId: HOME,
        familyMemberId: 'fam-nobody',
      }),
      CHOICE_MESSAGES.familyNotFound,
    ],
    [
      "the employee's own plan case naming a family member",
      () => ({ ...YEAR_CHOICE, familyMemberId: SPOUSE }),
      CHOICE_MESSAGES.familyNotAllowed,
    ],
    [
      "an address not the member's",
      () => ({ ...YEAR_CHOICE, addressId: 'addr-acme-sun-home' }),
      CHOICE_MESSAGES.addressNotFound,
    ],
  ];

  it.each(refusals)('refuses %s, at the form, writing nothing', async (name, payload, message) => {
    if (name.includes('before the window')) api.clock = new Date(TEST_SEED_TIME.getTime() - 800 * 3_600_000);
    await expectRefusedWithoutWriting(api.db, () => choose(payload()), {
      status: 400,
      code: CALLER_HANDLED_CODE,
      message,
    });
  });

  it('refuses a family member removed since', async () => {
    await api.db.query('UPDATE family_members SET removed_at = $2 WHERE id = $1', [SPOUSE, TEST_APP_START]);
    try {
      await expectRefusedWithoutWriting(
        api.db,
        () =>
          choose({
            planCaseId: FAMILY,
            optionIds: ['bpo-family-ejiao'],
            addressId: HOME,
            familyMemberId: SPOUSE,
          }),
        { status: 400, message: CHOICE_MESSAGES.familyNotFound },
      );
    } finally {
      await api.db.query('UPDATE family_members SET removed_at = NULL WHERE id = $1', [SPOUSE]);
    }
  });

  it("refuses another enterprise's plan case as an unknown one (404)", async () => {
    await expectRefusedWithoutWriting(
      api.db,
      () => choose({ planCaseId: BLUE_YEAR, optionIds: ['bpo-blue-rice'], addressId: HOME }),
      { status: 404, message: PLAN_CASE_MESSAGES.notFound },
    );
  });

  it('refuses a body with an unknown field or no options', async () => {
    await expectRefusedWithoutWriting(api.db, () => choose({ ...YEAR_CHOICE, points: 1 }), { status: 400 });
    await expectRefusedWithoutWriting(api.db, () => choose({ ...YEAR_CHOICE, optionIds: [] }), {
      status: 400,
    });
  });

  it('asks a guest to log in, writing nothing', async () => {
    await expectGuestRefused(api.db, () => api.post(API_PATHS.benefitChoose, YEAR_CHOICE));
  });
});

describe('GET the choose check', () => {
  const check = (planCaseId: string) =>
    api.get<null>(`${API_PATHS.benefitChooseCheck}?planCaseId=${planCaseId}`, {
      accessToken: api.tokens.zhang,
    });

  it('lets a member without a choice on to the form', async () => {
    const { status, body } = await check(YEAR);
    expect(status).toBe(200);
    expect(body.result).toBeNull();
  });

  it('answers code 3000005 once the member has chosen', async () => {
    await chosen();
    const { status, body } = await check(YEAR);
    expect(status).toBe(409);
    expect(body.code).toBe(ALREADY_CHOSEN_CODE);
  });

  it("answers 404 for another enterprise's plan case", async () => {
    expect((await check(BLUE_YEAR)).status).toBe(404);
  });
});

describe('GET the records', () => {
  it("lists the member's choices of a kind, newest first, cancelled ones with their status", async () => {
    const first = await chosen();
    await api.db.query(`UPDATE benefit_orders SET status = 'CANCELLED' WHERE sn = $1`, [first.sn]);
    api.advanceClock(60);
    const second = await chosen({
      planCaseId: FAMILY,
      optionIds: ['bpo-family-vitamins'],
      addressId: HOME,
      familyMemberId: SPOUSE,
    });
    const page = await records('periodKind=YEAR');
    expect(page).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(page.records.map((r) => [r.sn, r.status])).toEqual([
      [second.sn, 'UNDELIVERED'],
      [first.sn, 'CANCELLED'],
    ]);
    expect(page.records[0]).toMatchObject({
      planCaseName: '2026 家属关爱福利',
      periodLabel: '2026',
      familyMember: { id: SPOUSE, name: '刘洋', relation: 'SPOUSE' },
      consigneeName: '张伟',
      consigneeAddress: '浙江省 杭州市 西湖区 文三路 90 号 3 幢 1201 室',
      items: [{ optionId: 'bpo-family-vitamins', quantity: 2 }],
    });
    expect(page.records[1]?.items.map((i) => i.optionId)).toEqual(['bpo-2026-checkup', 'bpo-2026-teeth']);
  });

  it('keeps showing a family member removed since', async () => {
    await chosen({
      planCaseId: FAMILY,
      optionIds: ['bpo-family-ejiao'],
      addressId: HOME,
      familyMemberId: SPOUSE,
    });
    await api.db.query('UPDATE family_members SET removed_at = $2 WHERE id = $1', [SPOUSE, TEST_APP_START]);
    try {
      expect((await records('periodKind=YEAR')).records[0]?.familyMember?.name).toBe('刘洋');
    } finally {
      await api.db.query('UPDATE family_members SET removed_at = NULL WHERE id = $1', [SPOUSE]);
    }
  });

  it('pages the list and keeps the kinds apart', async () => {
    await chosen();
    await chosen({ planCaseId: Q4, optionIds: ['bpo-q4-nuts'], addressId: HOME });
    const year = await records('periodKind=YEAR&pageNumber=1&pageSize=1');
    expect(year).toMatchObject({ total: 1, pages: 1 });
    const quarter = await records('periodKind=QUARTER');
    expect(quarter.records.map((r) => r.planCaseId)).toContain(Q4);
    expect(quarter.records.every((r) => r.planCaseId !== YEAR)).toBe(true);
  });

  it("shows no member another's choices", async () => {
    await chosen();
    expect(
      (await records('periodKind=YEAR', api.tokens.wang)).records.map((r) => r.planCaseId),
    ).not.toContain(YEAR);
  });
});

// ---------------------------------------------------------------------------------------------
// Under concurrent choices, on both engines: PGlite runs one statement at a time, PostgreSQL runs
// the requests' transactions truly at once, so the member's row lock and the unique index hold.

describe.each(SEEDED_ENGINES)('on %s, under concurrent choices', (_engine, open) => {
  const engine = setUpEngineApp(open);
  let token: string;

  beforeAll(async () => {
    token = (await loginAs(engine.app, DEMO_MEMBERS.acme)).accessToken;
  });

  it('two choices of one plan case at once make one order and answer the other with 3000005', async () => {
    const answers = await Promise.all(
      [YEAR_CHOICE, { ...YEAR_CHOICE, optionIds: ['bpo-2026-purifier', 'bpo-2026-toothbrush'] }].map(
        async (payload) =>
          (
            await engine.app.inject({
              method: 'POST',
              url: API_PATHS.benefitChoose,
              headers: { accessToken: token },
              payload,
            })
          ).json() as { success: boolean; code: number },
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual([ALREADY_CHOSEN_CODE]);
    const orders = await engine.db.query(
      `SELECT 1 FROM benefit_orders WHERE member_id = 'mbr-acme-zhang' AND plan_case_id = $1`,
      [YEAR],
    );
    expect(orders).toHaveLength(1);
  });
});
