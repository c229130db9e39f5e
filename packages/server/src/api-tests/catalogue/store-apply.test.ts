import {
  API_PATHS,
  type StoreApplication,
  type StoreApplyCompany,
  type StoreApplyFinance,
  type StoreApplyStore,
} from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORE_APPLY_MESSAGES } from '../../services/store-apply.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of the store-settlement application (/shopEntry) against the real app and an in-memory
// PGlite seeded from the fixtures: reading it, saving its three steps in order, the rules of every
// field, the store name, and what the review's outcome allows.

/** zhangwei (ent-acme), wangfang and dealer01 (ent-blue). */
const api = setUpTestApp({
  members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue, dealer: DEMO_MEMBERS.blueDealer },
});

// Every test starts with no application at all.
beforeEach(async () => {
  await api.db.query('DELETE FROM store_applications');
});

const COMPANY: StoreApplyCompany = {
  companyName: '杭州青禾食品有限公司',
  companyAddress: '浙江省杭州市西湖区文三路 90 号',
  companyPhone: '0571-88886666',
  companyEmail: 'shop@qinghe-food.cn',
  employeeNum: 120,
  registeredCapital: 500,
  linkName: '陈静',
  linkPhone: '13800138000',
  licenseNum: '91330100799655058B',
  legalName: '陈国华',
};

const FINANCE: StoreApplyFinance = {
  settlementBankAccountName: '杭州青禾食品有限公司',
  settlementBankAccountNum: '6222021202001234567',
  settlementBankBranchName: '中国工商银行杭州文三路支行',
  settlementBankJointName: '102331000123',
};

const STORE: StoreApplyStore = {
  storeName: '青禾食品旗舰店',
  storeDesc: '江南时令糕点与有机杂粮，产地直发。',
  storeAddressDetail: '浙江省杭州市余杭区仓前街道 8 号仓',
  goodsManagementCategory: ['1'],
};

const STEP_PATHS = {
  company: API_PATHS.storeApplyCompany,
  finance: API_PATHS.storeApplyFinance,
  store: API_PATHS.storeApplyStore,
} as const;

const put = (step: keyof typeof STEP_PATHS, payload: object, accessToken: string | null = api.tokens.zhang) =>
  api.call<StoreApplication>('PUT', STEP_PATHS[step], {
    payload,
    ...(accessToken ? { accessToken } : {}),
  });

const applicationOf = async (accessToken: string) =>
  (await api.call<StoreApplication | null>('GET', API_PATHS.storeApply, { accessToken })).body.result;

/** Saves the steps up to and including `last` for a member, checking each succeeds. */
async function fillThrough(
  last: keyof typeof STEP_PATHS,
  accessToken: string,
  store: StoreApplyStore = STORE,
) {
  const steps = [
    ['company', COMPANY],
    ['finance', FINANCE],
    ['store', store],
  ] as const;
  for (const [step, body] of steps) {
    const { status, body: answer } = await put(step, body, accessToken);
    expect(answer.message).toBe('success');
    expect(status).toBe(200);
    if (step === last) return answer.result;
  }
  throw new Error(`no step ${last}`);
}

/**
 * Expects a step to be refused with `message`, no row written anywhere and the member's
 * application (an update would not change the row counts) exactly as it was.
 */
async function expectRefusedUnchanged(
  step: keyof typeof STEP_PATHS,
  payload: object,
  message: string,
  accessToken: string = api.tokens.zhang,
) {
  const before = await applicationOf(accessToken);
  await expectRefusedWithoutWriting(api.db, () => put(step, payload, accessToken), { message });
  expect(await applicationOf(accessToken)).toEqual(before);
}

/** Decides the member's application as a reviewer would (the review has no API here). */
async function review(username: string, outcome: { refusalReason: string } | { storeId: string }) {
  await api.db.query(
    `UPDATE store_applications SET status = $2, refusal_reason = $3, store_id = $4
     WHERE member_id = (SELECT id FROM members WHERE username = $1)`,
    [
      username,
      'storeId' in outcome ? 'PASSED' : 'REFUSED',
      'refusalReason' in outcome ? outcome.refusalReason : null,
      'storeId' in outcome ? outcome.storeId : null,
    ],
  );
}

describe('GET the application', () => {
  it('is null before the member saves the company step', async () => {
    expect(await applicationOf(api.tokens.zhang)).toBeNull();
  });

  it('refuses a guest', async () => {
    await expectGuestRefused(api.db, () => api.call('GET', API_PATHS.storeApply));
  });

  it("answers only the member's own application", async () => {
    await fillThrough('store', api.tokens.wang);
    expect(await applicationOf(api.tokens.zhang)).toBeNull();
    expect((await applicationOf(api.tokens.wang))?.status).toBe('APPLYING');
  });
});

describe('PUT the company step', () => {
  it('starts a draft and answers it, the later steps still empty', async () => {
    const { status, body } = await put('company', COMPANY);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      status: 'DRAFT',
      company: COMPANY,
      finance: null,
      store: null,
      refusalReason: null,
      storeId: null,
      createTime: TEST_APP_START.toISOString(),
      updateTime: TEST_APP_START.toISOString(),
      submitTime: null,
    });
    expect(await applicationOf(api.tokens.zhang)).toEqual(body.result);
  });

  it('changes the company step of a draft, keeping one application', async () => {
    await put('company', COMPANY);
    api.advanceClock(60);
    const { body } = await put('company', { ...COMPANY, companyName: '杭州青禾食品集团有限公司' });
    expect(body.result.company?.companyName).toBe('杭州青禾食品集团有限公司');
    expect(body.result.createTime).toBe(TEST_APP_START.toISOString());
    expect(body.result.updateTime).toBe(new Date(TEST_APP_START.getTime() + 60_000).toISOString());
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_applications');
    expect(count?.n).toBe(1);
  });

  it('refuses a guest before looking at the body', async () => {
    await expectGuestRefused(api.db, () => put('company', {}, null));
  });

  it.each([
    ['a mobile of 12 digits', { linkPhone: '138001380000' }, '请输入正确的手机号'],
    ['a mobile not starting 1', { linkPhone: '23800138000' }, '请输入正确的手机号'],
    ['an e-mail address without a domain', { companyEmail: 'shop@qinghe' }, '请输入正确的电子邮箱'],
    [
      'a phone without an area code',
      { companyPhone: '88886666' },
      '请输入正确的公司电话（如 0571-88886666）',
    ],
    ['a credit code of 17 characters', { licenseNum: '9133010079965505B' }, '请输入正确的统一社会信用代码'],
    ['a credit code with the letter O', { licenseNum: '91330100799655O58B' }, '请输入正确的统一社会信用代码'],
    [
      'a credit code whose check character is wrong',
      { licenseNum: '91330100799655058C' },
      '请输入正确的统一社会信用代码',
    ],
    ['an empty company name', { companyName: '' }, '请填写公司名称'],
    ['a company name of spaces', { companyName: '   ' }, '请填写公司名称'],
    ['a company name of 51 characters', { companyName: '青'.repeat(51) }, '公司名称不能超过50个字'],
    ['a company name of one character', { companyName: '青' }, '公司名称至少2个字'],
    ['a company name with a leading space', { companyName: ' 青禾食品' }, '公司名称不能换行，首尾不能有空格'],
    [
      'an address on two lines',
      { companyAddress: '浙江省杭州市\n文三路 90 号' },
      '公司地址不能换行，首尾不能有空格',
    ],
    ['no employees', { employeeNum: 0 }, '员工总数应为1-1000000的整数'],
    ['employees as text', { employeeNum: '120' }, '员工总数应为1-1000000的整数'],
    ['a fractional registered capital', { registeredCapital: 12.5 }, '注册资金（万元）应为1-100000000的整数'],
  ])('refuses %s, saying what is wrong', async (_case, change, message) => {
    await expectRefusedUnchanged('company', { ...COMPANY, ...change }, message);
  });

  it('refuses a missing field and a field it does not know, writing nothing', async () => {
    const { legalName: _left, ...withoutLegalName } = COMPANY;
    await expectRefusedUnchanged('company', withoutLegalName, '请填写法人姓名');
    await expectRefusedUnchanged(
      'company',
      { ...COMPANY, storeId: 's1' },
      '请求参数错误：不支持的字段 storeId',
    );
    await expectRefusedUnchanged('company', [COMPANY], '请求参数错误：body must be object');
  });

  it('refuses a bad change of a saved draft and keeps the draft as it was', async () => {
    await put('company', COMPANY);
    await expectRefusedUnchanged('company', { ...COMPANY, linkPhone: '1380013800' }, '请输入正确的手机号');
  });
});

describe('PUT the finance step', () => {
  it('refuses it before the company step', async () => {
    await expectRefusedUnchanged('finance', FINANCE, STORE_APPLY_MESSAGES.companyFirst);
  });

  it('saves it after the company step', async () => {
    await put('company', COMPANY);
    const { status, body } = await put('finance', FINANCE);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ status: 'DRAFT', company: COMPANY, finance: FINANCE, store: null });
  });

  it.each([
    ['an account number of 7 digits', { settlementBankAccountNum: '1234567' }, '银行账号应为8-30位数字'],
    [
      'an account number of 31 digits',
      { settlementBankAccountNum: '1'.repeat(31) },
      '银行账号应为8-30位数字',
    ],
    [
      'an account number with spaces',
      { settlementBankAccountNum: '6222 0212 0200' },
      '银行账号应为8-30位数字',
    ],
    ['a branch code of 11 digits', { settlementBankJointName: '10233100012' }, '支行联行号应为12位数字'],
    ['no account name', { settlementBankAccountName: '' }, '请填写银行开户名'],
    [
      'a bank name of 51 characters',
      { settlementBankBranchName: '行'.repeat(51) },
      '开户银行支行名称不能超过50个字',
    ],
  ])('refuses %s', async (_case, change, message) => {
    await put('company', COMPANY);
    await expectRefusedUnchanged('finance', { ...FINANCE, ...change }, message);
  });
});

describe('PUT the store step', () => {
  it('refuses it before the company step, and before the finance step', async () => {
    await expectRefusedUnchanged('store', STORE, STORE_APPLY_MESSAGES.companyFirst);
    await put('company', COMPANY);
    await expectRefusedUnchanged('store', STORE, STORE_APPLY_MESSAGES.financeFirst);
  });

  it('submits the application for review', async () => {
    await fillThrough('finance', api.tokens.zhang);
    api.advanceClock(300);
    const { status, body } = await put('store', STORE);
    expect(status).toBe(200);
    const submitted = new Date(TEST_APP_START.getTime() + 300_000).toISOString();
    expect(body.result).toEqual({
      status: 'APPLYING',
      company: COMPANY,
      finance: FINANCE,
      store: STORE,
      refusalReason: null,
      storeId: null,
      createTime: TEST_APP_START.toISOString(),
      updateTime: submitted,
      submitTime: submitted,
    });
  });

  it('refuses every change while the application is under review', async () => {
    await fillThrough('store', api.tokens.zhang);
    const { underReview } = STORE_APPLY_MESSAGES;
    await expectRefusedUnchanged('company', { ...COMPANY, companyName: '别的公司有限公司' }, underReview);
    await expectRefusedUnchanged('finance', FINANCE, underReview);
    await expectRefusedUnchanged('store', { ...STORE, storeName: '别的店铺' }, underReview);
  });

  it('refuses the name of an open store, in either language and any letter case', async () => {
    await fillThrough('finance', api.tokens.zhang);
    const { storeNameTaken } = STORE_APPLY_MESSAGES;
    await expectRefusedUnchanged('store', { ...STORE, storeName: '京东生鲜' }, storeNameTaken);
    await expectRefusedUnchanged('store', { ...STORE, storeName: 'jd FRESH' }, storeNameTaken);
  });

  it('refuses a name another application under review has, and frees it once that one is refused', async () => {
    await fillThrough('store', api.tokens.wang, { ...STORE, storeName: 'Qinghe Foods' });
    await fillThrough('finance', api.tokens.zhang);
    await expectRefusedUnchanged(
      'store',
      { ...STORE, storeName: 'QINGHE FOODS' },
      STORE_APPLY_MESSAGES.storeNameTaken,
    );
    await review('wangfang', { refusalReason: '营业执照照片不清晰' });
    expect((await put('store', { ...STORE, storeName: 'QINGHE FOODS' })).status).toBe(200);
  });

  it('lets the member submit again under the name they already had', async () => {
    await fillThrough('store', api.tokens.zhang);
    await review('zhangwei', { refusalReason: '经营类目与营业执照不符' });
    expect((await put('store', STORE)).status).toBe(200);
  });

  it.each([
    ['no category', { goodsManagementCategory: [] }, '请选择经营类目'],
    [
      'a category that does not exist',
      { goodsManagementCategory: ['1', '999'] },
      STORE_APPLY_MESSAGES.unknownCategory,
    ],
    ['a second-level category', { goodsManagementCategory: ['11'] }, STORE_APPLY_MESSAGES.unknownCategory],
    ['a category twice', { goodsManagementCategory: ['1', '1'] }, '经营类目不能重复'],
    [
      'a category id that is no id',
      { goodsManagementCategory: ['1;DROP'] },
      STORE_APPLY_MESSAGES.unknownCategory,
    ],
    ['an empty store name', { storeName: '' }, '请填写店铺名称'],
    ['a store name of 31 characters', { storeName: '店'.repeat(31) }, '店铺名称不能超过30个字'],
    ['a description of 9 characters', { storeDesc: '糕点与有机杂粮好' + '吃' }, '店铺简介至少10个字'],
    [
      'a description ending in a space',
      { storeDesc: `${STORE.storeDesc} ` },
      '店铺简介不能换行，首尾不能有空格',
    ],
  ])('refuses %s', async (_case, change, message) => {
    await fillThrough('finance', api.tokens.zhang);
    await expectRefusedUnchanged('store', { ...STORE, ...change }, message);
  });

  it('takes a description over several lines and several categories', async () => {
    await fillThrough('finance', api.tokens.zhang);
    const store = {
      ...STORE,
      storeDesc: '江南时令糕点，\n有机杂粮，产地直发。',
      goodsManagementCategory: ['1', '2'],
    };
    expect((await put('store', store)).body.result.store).toEqual(store);
  });
});

describe('after the review', () => {
  it('shows a refusal with its reason, keeps it while the member changes the steps, and clears it on submitting again', async () => {
    await fillThrough('store', api.tokens.zhang);
    await review('zhangwei', { refusalReason: '营业执照照片不清晰' });
    expect(await applicationOf(api.tokens.zhang)).toMatchObject({
      status: 'REFUSED',
      refusalReason: '营业执照照片不清晰',
    });

    const changed = await put('company', { ...COMPANY, employeeNum: 150 });
    expect(changed.body.result).toMatchObject({ status: 'REFUSED', refusalReason: '营业执照照片不清晰' });
    expect((await put('finance', FINANCE)).status).toBe(200);
    const resubmitted = await put('store', {
      ...STORE,
      storeDesc: '江南时令糕点与有机杂粮，产地直发，次日达。',
    });
    expect(resubmitted.body.result).toMatchObject({
      status: 'APPLYING',
      refusalReason: null,
      company: { employeeNum: 150 },
    });
  });

  it('refuses every change once the store is open, and names the store', async () => {
    await fillThrough('store', api.tokens.zhang);
    await review('zhangwei', { storeId: 's1' });
    expect(await applicationOf(api.tokens.zhang)).toMatchObject({ status: 'PASSED', storeId: 's1' });
    const { alreadyOpen } = STORE_APPLY_MESSAGES;
    await expectRefusedUnchanged('company', COMPANY, alreadyOpen);
    await expectRefusedUnchanged('finance', FINANCE, alreadyOpen);
    await expectRefusedUnchanged('store', STORE, alreadyOpen);
  });

  it('keeps a passed store’s name from every other application', async () => {
    await fillThrough('store', api.tokens.zhang);
    await review('zhangwei', { storeId: 's1' });
    await fillThrough('finance', api.tokens.dealer);
    await expectRefusedUnchanged('store', STORE, STORE_APPLY_MESSAGES.storeNameTaken, api.tokens.dealer);
  });
});
