import { API_PATHS, type MemberAddress, type MemberAddressPage } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedAddresses } from '../../db/seed-addresses.ts';
import { FIXTURES_DIR } from '../../paths.ts';
import { ADDRESS_MESSAGES } from '../../services/addresses.ts';
import { WANGFANG_ADDRESS } from '../../testing/address-input.ts';
import { comparable } from '../../testing/comparable.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, TEST_APP_START, type Answer } from '../../testing/test-app.ts';

// API tests of the member's address book (/home/myAddress) against the real app and an in-memory
// PGlite seeded from the fixtures: the list, one address, the default, adding, editing, deleting,
// the rules of every field and of the regions, the cap of 20, and that no member reaches another's.

/** zhangwei (two seeded addresses, the home one the default) and wangfang (none). */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

// Every test starts from the seeded address books.
beforeEach(async () => {
  await api.db.query('DELETE FROM member_addresses');
  await seedAddresses(api.db, FIXTURES_DIR, TEST_SEED_TIME);
});

const HOME = 'addr-acme-zhang-home';
const OFFICE = 'addr-acme-zhang-office';
const UNKNOWN = 'addr-no-such-address';

const INPUT = WANGFANG_ADDRESS;

const list = async (accessToken: string, query = '') =>
  (await api.call<MemberAddressPage>('GET', `${API_PATHS.address}${query}`, { accessToken })).body.result;
const add = (payload: object, accessToken: string = api.tokens.zhang) =>
  api.call<MemberAddress>('POST', API_PATHS.address, { payload, accessToken });
const edit = (id: string, payload: object, accessToken: string = api.tokens.zhang) =>
  api.call<MemberAddress>('PUT', API_PATHS.addressEdit(id), { payload, accessToken });
const remove = (id: string, accessToken: string = api.tokens.zhang) =>
  api.call<null>('DELETE', API_PATHS.addressDelete(id), { accessToken });
const getOne = (id: string, accessToken: string = api.tokens.zhang) =>
  api.call<MemberAddress>('GET', API_PATHS.addressGet(id), { accessToken });
const defaultOf = async (accessToken: string) =>
  (await api.call<MemberAddress | null>('GET', API_PATHS.addressDefault, { accessToken })).body.result;

/** Adds an address, checking it succeeds, and answers it. */
const added = (payload: object, accessToken: string = api.tokens.zhang) =>
  succeeded(add(payload, accessToken));

describe('GET the address list', () => {
  it("answers the member's addresses, the default first, with their regions' names", async () => {
    const page = await list(api.tokens.zhang);
    expect(page).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(page.records.map((a) => [a.id, a.isDefault])).toEqual([
      [HOME, true],
      [OFFICE, false],
    ]);
    expect(page.records[0]).toMatchObject({
      consigneeName: '张伟',
      regionIds: ['33', '3301', '330106'],
      regionNames: '浙江省 杭州市 西湖区',
      alias: '家',
      landline: null,
    });
  });

  it('puts newer addresses after the default, newest first, and pages them', async () => {
    api.advanceClock(60);
    const newer = await added(INPUT);
    const page = await list(api.tokens.zhang, '?pageNumber=1&pageSize=2');
    expect(page).toMatchObject({ total: 3, current: 1, size: 2, pages: 2 });
    expect(page.records.map((a) => a.id)).toEqual([HOME, newer.id]);
    expect((await list(api.tokens.zhang, '?pageNumber=2&pageSize=2')).records.map((a) => a.id)).toEqual([
      OFFICE,
    ]);
  });

  it('is empty for a member without addresses', async () => {
    expect(await list(api.tokens.wang)).toEqual({ records: [], total: 0, current: 1, size: 10, pages: 0 });
  });

  it('refuses a page size over 50', async () => {
    const { status, body } = await api.call('GET', `${API_PATHS.address}?pageSize=51`, {
      accessToken: api.tokens.zhang,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('every address call', () => {
  it.each([
    ['GET', API_PATHS.address],
    ['GET', API_PATHS.addressGet(HOME)],
    ['GET', API_PATHS.addressDefault],
    ['GET', API_PATHS.addressValid],
    ['POST', API_PATHS.address],
    ['PUT', API_PATHS.addressEdit(HOME)],
    ['DELETE', API_PATHS.addressDelete(HOME)],
  ] as const)('refuses a guest: %s %s', async (method, url) => {
    await expectGuestRefused(api.db, () =>
      api.call(method, url, method === 'POST' || method === 'PUT' ? { payload: INPUT } : {}),
    );
  });
});

describe('GET one address, the default and whether there is any', () => {
  it("answers one of the member's addresses", async () => {
    const { status, body } = await getOne(OFFICE);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: OFFICE,
      regionNames: '上海市 上海市 浦东新区',
      landline: '021-68880000',
      isDefault: false,
    });
  });

  it("answers another member's address exactly as an address that does not exist", async () => {
    const unknown = await getOne(UNKNOWN, api.tokens.wang);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ADDRESS_MESSAGES.notFound);
    expect(comparable(await getOne(HOME, api.tokens.wang))).toEqual(comparable(unknown));
  });

  it('answers the default address, or null without one', async () => {
    expect((await defaultOf(api.tokens.zhang))?.id).toBe(HOME);
    expect(await defaultOf(api.tokens.wang)).toBeNull();
  });

  it('says whether the member has an address', async () => {
    const valid = async (accessToken: string) =>
      (await api.call<boolean>('GET', API_PATHS.addressValid, { accessToken })).body.result;
    expect(await valid(api.tokens.zhang)).toBe(true);
    expect(await valid(api.tokens.wang)).toBe(false);
    await added(INPUT, api.tokens.wang);
    expect(await valid(api.tokens.wang)).toBe(true);
  });
});

describe('POST an address', () => {
  it('adds it, not the default, and answers it with its region names', async () => {
    const address = await added({ ...INPUT, landline: '0755-26660000', remark: '', alias: '公司' });
    expect(address).toEqual({
      id: expect.stringMatching(/^addr-/),
      ...INPUT,
      regionNames: '广东省 深圳市 南山区',
      landline: '0755-26660000',
      remark: null,
      alias: '公司',
      isDefault: false,
      createTime: TEST_APP_START.toISOString(),
      updateTime: TEST_APP_START.toISOString(),
    });
    expect((await getOne(address.id)).body.result).toEqual(address);
    expect((await defaultOf(api.tokens.zhang))?.id).toBe(HOME);
  });

  it("makes a member's first address the default", async () => {
    const first = await added(INPUT, api.tokens.wang);
    expect(first.isDefault).toBe(true);
    const second = await added(INPUT, api.tokens.wang);
    expect(second.isDefault).toBe(false);
    expect((await defaultOf(api.tokens.wang))?.id).toBe(first.id);
  });

  it('takes a province and city without a district', async () => {
    const address = await added({ ...INPUT, regionIds: ['13', '1301'] });
    expect(address).toMatchObject({ regionIds: ['13', '1301'], regionNames: '河北省 石家庄市' });
  });

  it('moves the default to an address added as the default', async () => {
    const address = await added({ ...INPUT, isDefault: true });
    expect(address.isDefault).toBe(true);
    expect((await defaultOf(api.tokens.zhang))?.id).toBe(address.id);
    expect((await getOne(HOME)).body.result.isDefault).toBe(false);
    expect((await list(api.tokens.zhang)).records.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it.each([
    ['a mobile of 10 digits', { mobile: '1390013900' }, '请输入正确的手机号'],
    ['a mobile starting 12', { mobile: '12900139000' }, '请输入正确的手机号'],
    ['no mobile', { mobile: '' }, '请填写手机号'],
    ['a postal code of 5 digits', { postalCode: '51805' }, '请输入正确的邮政编码'],
    ['a postal code with a letter', { postalCode: '51805A' }, '请输入正确的邮政编码'],
    ['an e-mail address without a domain', { email: 'wangfang@blue' }, '请输入正确的电子邮箱'],
    ['no e-mail address', { email: '' }, '请填写电子邮箱'],
    ['no consignee', { consigneeName: '' }, '请填写收货人'],
    ['a consignee of spaces', { consigneeName: '   ' }, '请填写收货人'],
    ['a consignee of 21 characters', { consigneeName: '王'.repeat(21) }, '收货人不能超过20个字'],
    ['no detail', { detail: '' }, '请填写详细地址'],
    ['a detail of 101 characters', { detail: '路'.repeat(101) }, '详细地址不能超过100个字'],
    ['a landline without an area code', { landline: '26660000' }, '请输入正确的固定电话（如 0571-88886666）'],
    ['a remark of 51 characters', { remark: '备'.repeat(51) }, '备注不能超过50个字'],
    ['an alias of 11 characters', { alias: '家'.repeat(11) }, '地址别名不能超过10个字'],
    ['no region', { regionIds: [] }, '请选择所在地区'],
    ['a province alone', { regionIds: ['44'] }, '请选择所在地区（省、市，有区县的选到区县）'],
    ['a region that does not exist', { regionIds: ['44', '4499'] }, ADDRESS_MESSAGES.unknownRegion],
    ['a city not under its province', { regionIds: ['33', '4403'] }, ADDRESS_MESSAGES.unknownRegion],
    [
      'a district not under its city',
      { regionIds: ['44', '4403', '330106'] },
      ADDRESS_MESSAGES.unknownRegion,
    ],
    ['a city given as the province', { regionIds: ['4403', '440305'] }, ADDRESS_MESSAGES.unknownRegion],
    ['a region id that is no id', { regionIds: ['44', '4403;'] }, ADDRESS_MESSAGES.unknownRegion],
    ['a field it does not know', { memberId: 'mbr-blue-wang' }, '请求参数错误：不支持的字段 memberId'],
  ])('refuses %s, saying what is wrong and writing nothing', async (_case, change, message) => {
    await expectRefusedWithoutWriting(api.db, () => add({ ...INPUT, ...change }), { message });
  });

  it('refuses a missing required field', async () => {
    const { postalCode: _left, ...withoutPostalCode } = INPUT;
    await expectRefusedWithoutWriting(api.db, () => add(withoutPostalCode), { message: '请填写邮政编码' });
  });

  it('refuses a 21st address, keeping the 20', async () => {
    for (let i = 0; i < 18; i++) await added({ ...INPUT, detail: `科技园南区 ${i} 栋` });
    expect((await list(api.tokens.zhang)).total).toBe(20);
    await expectRefusedWithoutWriting(api.db, () => add({ ...INPUT, isDefault: true }), {
      message: ADDRESS_MESSAGES.tooMany,
    });
    expect((await defaultOf(api.tokens.zhang))?.id).toBe(HOME);
  });
});

describe('PUT an address', () => {
  it('replaces it, keeping its creation time and the default where it was', async () => {
    api.advanceClock(120);
    const { status, body } = await edit(OFFICE, { ...INPUT, alias: '公司' });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: OFFICE,
      ...INPUT,
      regionNames: '广东省 深圳市 南山区',
      landline: null,
      remark: null,
      alias: '公司',
      isDefault: false,
      updateTime: new Date(TEST_APP_START.getTime() + 120_000).toISOString(),
    });
    expect(body.result.createTime).toBe((await list(api.tokens.zhang)).records[1]?.createTime);
    expect((await defaultOf(api.tokens.zhang))?.id).toBe(HOME);
  });

  it('keeps the default address the default when edited without isDefault', async () => {
    expect((await edit(HOME, INPUT)).body.result.isDefault).toBe(true);
  });

  it('moves the default to an address edited as the default', async () => {
    expect((await edit(OFFICE, { ...INPUT, isDefault: true })).body.result.isDefault).toBe(true);
    expect((await getOne(HOME)).body.result.isDefault).toBe(false);
  });

  it('refuses a bad change and keeps the address as it was', async () => {
    const before = (await getOne(OFFICE)).body.result;
    await expectRefusedWithoutWriting(api.db, () => edit(OFFICE, { ...INPUT, postalCode: '2001' }), {
      message: '请输入正确的邮政编码',
    });
    await expectRefusedWithoutWriting(api.db, () => edit(OFFICE, { ...INPUT, regionIds: ['31', '3301'] }), {
      message: ADDRESS_MESSAGES.unknownRegion,
    });
    expect((await getOne(OFFICE)).body.result).toEqual(before);
  });

  it("answers another member's address exactly as an address that does not exist, changing nothing", async () => {
    const before = (await getOne(HOME)).body.result;
    const unknown = await edit(UNKNOWN, INPUT, api.tokens.wang);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ADDRESS_MESSAGES.notFound);
    let other: Answer<MemberAddress> | undefined;
    await expectRefusedWithoutWriting(
      api.db,
      async () => (other = await edit(HOME, { ...INPUT, isDefault: true }, api.tokens.wang)),
      { status: 404, message: ADDRESS_MESSAGES.notFound },
    );
    expect(comparable(other!)).toEqual(comparable(unknown));
    expect((await getOne(HOME)).body.result).toEqual(before);
  });
});

describe('DELETE an address', () => {
  it('removes it and leaves the default alone', async () => {
    const { status, body } = await remove(OFFICE);
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    expect((await list(api.tokens.zhang)).records.map((a) => a.id)).toEqual([HOME]);
    expect((await getOne(OFFICE)).status).toBe(404);
  });

  it('makes the newest address left the default when the default is removed', async () => {
    api.advanceClock(60);
    const newest = await added(INPUT);
    await remove(HOME);
    expect((await defaultOf(api.tokens.zhang))?.id).toBe(newest.id);
    await remove(newest.id);
    expect((await defaultOf(api.tokens.zhang))?.id).toBe(OFFICE);
    await remove(OFFICE);
    expect(await defaultOf(api.tokens.zhang)).toBeNull();
  });

  it("answers another member's address exactly as an address that does not exist, removing nothing", async () => {
    const unknown = await remove(UNKNOWN, api.tokens.wang);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ADDRESS_MESSAGES.notFound);
    let other: Answer<null> | undefined;
    await expectRefusedWithoutWriting(api.db, async () => (other = await remove(HOME, api.tokens.wang)), {
      status: 404,
      message: ADDRESS_MESSAGES.notFound,
    });
    expect(comparable(other!)).toEqual(comparable(unknown));
    expect((await list(api.tokens.zhang)).total).toBe(2);
  });
});
