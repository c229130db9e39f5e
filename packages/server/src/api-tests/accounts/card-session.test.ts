import { API_PATHS, type MemberAddress, type TokenPair } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KIND_REFUSED_CODE } from '../../http/member-session.ts';
import { addressInput } from '../../testing/address-input.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, deviceWithImageCode, loginAs } from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// Issue 21, item 1: a disposable card's session is the account made with the card, and may do what
// the card's pages need and nothing else. The probe logged in by phone 13600008888 with card
// 8800000000000047 and, as that session, read the enterprise's benefit permissions, chose a
// company-paid flexible benefit and claimed a platform coupon, before and after using the card up.
// The access sweep (access-sweep.test.ts) tries every member endpoint with a card's session; these
// are the probe's own steps, as it made them.

const api = setUpTestApp();
const { get, post } = api;

const BIRTHDAY = { cardNo: '8800000000000047', phone: '13600008888' };
/** In Acme's disposable-card range, at 88 points of the card's 200. */
const COOKIES = '1013';
const CARD_REFUSAL = {
  status: 403,
  code: SESSION_KIND_REFUSED_CODE,
  message: '一次性卡只能在一次性卡专区使用',
};

let card: string;
let address: MemberAddress;

/** Logs in as the storefront does: an SMS code to the card's phone, then the card chosen. */
async function cardLogin(): Promise<string> {
  const { uuid, code } = await deviceWithImageCode(api.app);
  await post(
    API_PATHS.sendSmsCode,
    { phonenumber: BIRTHDAY.phone, function: 'YCXK_LOGIN', type: '1', code },
    { headers: { uuid } },
  );
  const login = await post<TokenPair>(API_PATHS.ycxkPhoneLogin, {
    phonenumber: BIRTHDAY.phone,
    code: await readSmsCode(api.app, BIRTHDAY.phone),
    cardNo: BIRTHDAY.cardNo,
  });
  expect(login.body.success, login.body.message).toBe(true);
  return login.body.result.accessToken;
}

/** The probe's steps as the card's session: each must be refused, writing nothing. */
async function expectTheProbeRefused(accessToken: string): Promise<void> {
  await expectRefusedWithoutWriting(
    api.db,
    () => get(API_PATHS.benefitPermission, { accessToken }),
    CARD_REFUSAL,
  );
  await expectRefusedWithoutWriting(
    api.db,
    () =>
      post(
        API_PATHS.benefitChoose,
        { planCaseId: 'bpc-acme-2026q4', optionIds: ['bpo-q4-fruit'], addressId: address.id },
        { accessToken },
      ),
    CARD_REFUSAL,
  );
  await expectRefusedWithoutWriting(
    api.db,
    () => get(API_PATHS.couponReceive('cpn-discount-85'), { accessToken }),
    CARD_REFUSAL,
  );
  await expectRefusedWithoutWriting(
    api.db,
    () => post(API_PATHS.cart, { skuId: COOKIES, num: 1 }, { accessToken }),
    CARD_REFUSAL,
  );
}

beforeAll(async () => {
  card = await cardLogin();
  const added = await post<MemberAddress>(
    API_PATHS.address,
    addressInput({ consigneeName: '生日卡持卡人', mobile: BIRTHDAY.phone, isDefault: true }),
    { accessToken: card },
  );
  expect(added.body.success, added.body.message).toBe(true);
  address = added.body.result;
});

describe("a disposable card's session", () => {
  it("is refused the enterprise's benefits, choosing one, claiming a coupon and the ordinary cart", async () => {
    await expectTheProbeRefused(card);
  });

  it('keeps its own pages: the card, its address book and who is logged in', async () => {
    expect((await get(API_PATHS.ycxkCard, { accessToken: card })).body).toMatchObject({
      success: true,
      result: { cardNo: '8800 **** **** 0047', status: 'ACTIVE' },
    });
    const book = await get<{ records: MemberAddress[] }>(API_PATHS.address, { accessToken: card });
    expect(book.body.result.records.map((entry) => entry.id)).toEqual([address.id]);
    expect((await get(API_PATHS.userInfo, { accessToken: card })).status).toBe(200);
  });

  it("sees the open mall as a guest does, not as its enterprise's employees do", async () => {
    const employee = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
    const asCard = await get(API_PATHS.noticeList, { accessToken: card });
    const asGuest = await get(API_PATHS.noticeList);
    const asEmployee = await get(API_PATHS.noticeList, { accessToken: employee });
    expect(asCard.body.result).toEqual(asGuest.body.result);
    expect(asEmployee.body.result).not.toEqual(asGuest.body.result);
  });

  it('stays refused once the card is used up, and can still read its order', async () => {
    expect((await post(API_PATHS.ycxkCart, { skuId: COOKIES, num: 1 }, { accessToken: card })).status).toBe(
      200,
    );
    const placed = await post<{ sn: string }>(
      API_PATHS.ycxkOrder,
      { addressId: address.id },
      { accessToken: card },
    );
    expect(placed.body.success, placed.body.message).toBe(true);
    const paid = await post(API_PATHS.ycxkPay, { sn: placed.body.result.sn }, { accessToken: card });
    expect(paid.body.success, paid.body.message).toBe(true);
    expect((await get(API_PATHS.ycxkCard, { accessToken: card })).body.result).toMatchObject({
      status: 'USED',
    });

    await expectTheProbeRefused(card);
    const order = await get(`${API_PATHS.ycxkOrder}?sn=${placed.body.result.sn}`, { accessToken: card });
    expect(order.status).toBe(200);
  });
});
