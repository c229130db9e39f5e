import { randomBytes, randomUUID } from 'node:crypto';
import { API_PATHS, type TokenPair } from '@mall/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_EXPIRED_CODE,
  SESSION_KIND_REFUSED_CODE,
  SESSION_MISSING_CODE,
  sessionExpired,
  sessionKindRefused,
  sessionMissing,
} from '../../http/member-session.ts';
import type { ApiError } from '../../http/api-error.ts';
import { NOT_FOUND_MESSAGE } from '../../http/error-handlers.ts';
import { MANAGER_PATHS, MANAGER_PREFIX } from '@mall/schemas';
import { IMAGES_DIR } from '../../paths.ts';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { loadTokenSecret } from '../../services/token-secret.ts';
import { ACCESS_TOKEN_MINUTES, issueTokenPair, signAccessToken } from '../../services/tokens.ts';
import { OPERATOR_TOKEN_MINUTES, signOperatorToken } from '../../services/operator-tokens.ts';
import { addressInput } from '../../testing/address-input.ts';
import { collectAppRoutes, fillRoute, SEED_PATH_PARAMS, type AppRoute } from '../../testing/app-routes.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import {
  DEMO_MEMBERS,
  DEMO_OPERATORS,
  deviceWithImageCode,
  loginAs,
  loginAsOperator,
} from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { comparable } from '../../testing/comparable.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp, type Answer, type TestRequest } from '../../testing/test-app.ts';

// Issue 8's access sweep, against the real app on an in-memory PGlite seeded from the fixtures. The
// endpoints come from the app itself (Fastify's onRoute hook while it is built): every one is either
// listed below as public or is a member endpoint, which refuses a caller without a token (401, 20003),
// with an expired token, with the token of a logged-out session or with a forged one (401, 20004),
// answering nothing and writing nothing. Then, for every endpoint that takes the id of something a
// member owns, another member asking with the owner's id gets exactly the answer of an unknown id.

const api = setUpTestApp();

// ---------------------------------------------------------------------------------------------
// What the sweep knows besides the app

/** Endpoints anyone may call, and why. A route missing here must refuse a guest. */
const PUBLIC_ENDPOINTS: Record<string, string> = {
  'GET /common/common/site': 'the site settings',
  'GET /common/common/region/item/:id': 'the region tree of the address form',
  'GET /common/common/verify/code/getImageCode': 'the image code before a login',
  'GET /buyer/other/pageData/getIndex': 'a page of the page builder',
  'GET /buyer/other/pageData/getPublic': 'the public page',
  'GET /buyer/other/pageData/get/:id': 'a page by its id',
  'GET /buyer/other/pageData/getNavList': 'the navigation bar',
  'GET /buyer/other/enterLoginPageRelations/:id': "an enterprise's login page",
  'GET /buyer/other/loginPlatform/:oneId': "an enterprise's login url, asked at login",
  'GET /buyer/other/article': 'the help centre',
  'GET /buyer/other/article/articleCategory/list': 'the help centre',
  'GET /buyer/other/article/get/:id': 'the help centre',
  'GET /buyer/message/notice/getNoticeList': 'notices (an enterprise’s only with its token)',
  'GET /buyer/message/notice/getNotice': 'notices (an enterprise’s only with its token)',
  'GET /buyer/goods/category/getTree': 'the catalogue',
  'GET /buyer/goods/category/get/:id': 'the catalogue',
  'GET /buyer/store/store/get/detail/:storeId': 'the catalogue',
  'GET /buyer/goods/goods/welfare/product/list': 'goods cards of page blocks',
  'GET /buyer/goods/goods/welfare/plan/goods': 'goods cards of page blocks',
  'POST /buyer/goods/goods/welfare/plan': 'plans of page blocks',
  'POST /buyer/goods/goods/welfare/plan/permissionsAll': 'availability of page blocks',
  'GET /buyer/goods/goods/welfare/market/goodslist': 'goods cards of page blocks',
  'GET /buyer/goods/goods/welfare/market/list': 'markets of page blocks',
  'GET /buyer/goods/goods/welfare/market/all/marketList': 'markets of page blocks',
  'GET /buyer/goods/goods/welfare/market/all/getMarketGoodsList': 'goods cards of page blocks',
  'POST /buyer/goods/goods/welfare/market/login/path': "a partner's jump address",
  'POST /buyer/goods/goods/welfare/getSearchTerms': 'the hot search terms',
  'GET /buyer/goods/goods/welfare/seckill/sessions': 'the flash sale page',
  'GET /buyer/goods/goods/welfare/seckill/goods': 'the flash sale page',
  'GET /buyer/member/evaluation/:goodsId/goodsEvaluation': "a goods' reviews on its detail, names masked",
  'POST /buyer/passport/member/userLogin': 'login',
  'POST /manager/passport/login': "an operator's login",
  'GET /buyer/passport/member/refresh/:refreshToken': 'the refresh token is the credential',
  'POST /buyer/member/account/cardLogin': 'login with a welfare card',
  'POST /buyer/passport/member/getCardListByPhone': 'disposable-card login (behind an SMS code)',
  'POST /buyer/passport/member/ycxkPhoneLogin': 'disposable-card login',
  'POST /buyer/member/account/notlogin/anonymous/registerBindCard': 'registration',
  'POST /buyer/member/account/notlogin/forgetPasswordSendCode': 'password recovery',
  'POST /buyer/member/account/notlogin/checkSendCode': 'password recovery',
  'POST /buyer/member/account/notlogin/getUserContactByLoginName': 'password recovery',
  'POST /buyer/member/account/notlogin/resetPassword': 'password recovery',
  'GET /buyer/member/account/sso/auth/login/url/:oneId': "an SSO tenant's login page, asked at logout",
  'POST /buyer/bindEnterAs/getAs': "an SSO tenant's identity provider settings, nothing secret",
  'POST /buyer/passport/member/enterpriseSsoLogin': "login: the identity provider's signed code",
  'POST /buyer/passport/member/enterpriseLogin': "login on an enterprise's own page",
  'POST /buyer/member/account/notlogin/getUserByToken':
    "the identity provider's signed token is the credential",
  'POST /buyer/member/account/notlogin/getCardByToken':
    "the identity provider's signed token is the credential",
  'GET /img/*': 'pictures',
};

/**
 * Member endpoints a disposable card's session may call besides the card's own
 * (`/buyer/disposable-card/*`), and why: what the card's pages share with the mall. Every other member
 * endpoint refuses it, or a card could spend the enterprise's benefits, coupons and checkout.
 */
const CARD_SESSION_ENDPOINTS: Record<string, string> = {
  'GET /buyer/passport/member/getUserInfo': 'who is logged in (the session starts with it)',
  'POST /buyer/passport/member/logout': 'logging out',
  'GET /buyer/member/address': "the card's own address book, which its order is sent to",
  'GET /buyer/member/address/get/:id': "the card's own address book",
  'GET /buyer/member/address/get/default': "the card's own address book",
  'GET /buyer/member/address/valid': "the card's own address book",
  'POST /buyer/member/address': "the card's own address book",
  'PUT /buyer/member/address/:id': "the card's own address book",
  'DELETE /buyer/member/address/delById/:id': "the card's own address book",
  'POST /buyer/message/popupWindow/getLatestPopup': 'the popups of the card platform (range OT)',
  'POST /buyer/message/popupWindow/getCancelStatus': 'the popups of the card platform (range OT)',
  'POST /buyer/message/popupWindow/insertCancelStatus': 'the popups of the card platform (range OT)',
};
/** The member of Acme's mid-autumn card 8800000000000021 (fixtures/seed/cards.json). */
const MID_AUTUMN_MEMBER = { memberId: 'mbr-ycxk-acme-1', oneId: 'ent-acme' };
const CARD_OWN_PREFIX = '/buyer/disposable-card/';
/** The one card endpoint an employee may call: it answers null, which tells the pages who is who. */
const CARD_ENDPOINT_FOR_EVERYONE = 'GET /buyer/disposable-card/card';

/** Public endpoints of a development build only; a production build must not have them. */
const DEVELOPMENT_ONLY = [
  'GET /dev/outbox',
  'POST /dev/fulfil',
  // The development identity provider of the SSO tenants (routes/dev-idp.ts).
  'GET /dev/idp/:oneId/authorize',
  'POST /dev/idp/:oneId/authorize',
];

/**
 * Path parameters of member endpoints that name no thing a member owns (goods, stores, an
 * enterprise's plan case or option, a coupon on offer), so another member's id means nothing there.
 * Every other parameter of a member endpoint must have a cross-member probe below.
 */
const NOT_MEMBER_OWNED: Record<string, string> = {
  'GET /buyer/goods/goods/welfare/sku/:skuId': 'goods',
  'GET /buyer/goods/goods/welfare/sku/spec/:skuId': 'goods',
  'GET /buyer/goods/goods/welfare/getProductDetailPreview/:skuId/:isAdd': 'goods',
  'POST /buyer/trade/carts/store/:storeId': 'a store: ticks lines of the caller’s own cart',
  'POST /buyer/trade/carts/sku/checked/:skuId': 'goods: ticks a line of the caller’s own cart',
  'POST /buyer/trade/carts/sku/num/:skuId': 'goods: a line of the caller’s own cart',
  'DELETE /buyer/disposable-card/cart/:skuId': 'goods: a line of the caller’s own cart',
  'POST /buyer/member/collection/add/GOODS/:skuId': 'goods: a favourite is the caller’s and a sku',
  'DELETE /buyer/member/collection/delete/GOODS/:skuId': 'goods: a favourite is the caller’s and a sku',
  'GET /buyer/member/collection/isCollection/GOODS/:skuId': 'goods',
  'GET /buyer/promotion/coupon/receive/:couponId': 'a coupon on offer',
  'GET /buyer/order/afterSale/get/afterSaleReason/:serviceType': 'a kind of service',
  'GET /buyer/benefit/planCase/:id': "the enterprise's plan case",
  'GET /buyer/benefit/option/:optionId': "an option of the enterprise's plan case",
};

const ZHANG = 'mbr-acme-zhang';
/** zhangwei's seeded things (fixtures/seed), the ids another member tries. */
const OWNED = {
  home: 'addr-acme-zhang-home',
  office: 'addr-acme-zhang-office',
  unpaidOrder: 'O26030100001',
  deliveredOrder: 'O26030100006',
  deliveredItem: 'O26030100006-1',
  completedOrder: 'O26030100008',
  completedItem: 'O26030100008-1',
  cancelledOrder: 'O26030100011',
  stationMessage: 'smsg-acme-zhang-grant',
  familyMember: 'fam-acme-zhang-spouse',
  benefitOrder: 'FB2026Q3ZW0001',
  shellCard: 'shell-zhang-wash',
} as const;

/**
 * Bodies for endpoints whose schema is checked before the session (a `preHandler` guard), so the
 * sweep's request gets as far as the guard.
 */
const BODY_SAMPLES: Record<string, object> = {
  'POST /buyer/message/popupWindow/getLatestPopup': {
    popupType: 'TH',
    popupFrequency: 0,
    popupRange: 'HSHSC',
  },
  'POST /buyer/message/popupWindow/getCancelStatus': { popupId: 'popup-1' },
  'POST /buyer/message/popupWindow/insertCancelStatus': { popupId: 'popup-1' },
};

// The seed's path values are zhangwei's own rows (OWNED's home address and delivered order), so the
// no-token sweep asks for what a real owner would.
const sampleParam = (route: AppRoute) => (name: string) => {
  const value = SEED_PATH_PARAMS[name];
  if (value === undefined)
    throw new Error(
      `no sample for :${name} of ${route.key}: add one to SEED_PATH_PARAMS (testing/app-routes.ts)`,
    );
  return value;
};

// ---------------------------------------------------------------------------------------------
// The app's routes and the sessions

let routes: AppRoute[];
let productionRoutes: AppRoute[];
/** Routes of the development build that are not public, nor an operator's. */
let memberRoutes: AppRoute[];
/** The operators' endpoints (issue 23), but their login: an operator's token only. */
let operatorRoutes: AppRoute[];

let zhang: string;
let chen: string;
/** A disposable card's session: Acme's mid-autumn card's member (300 points). */
let cardSession: string;
let wang: string;
/** Sessions that must not count, each with a control token of the same login that does. */
let expired: string;
let forged: string;
let loggedOut: string;
let aliveOfExpiredFamily: string;
/** The platform operator's token, and operator tokens that must not count. */
let operator: string;
let operatorExpired: string;
let operatorForged: string;
let operatorLoggedOut: string;

const MINUTE = 60_000;
const ENVELOPE_KEYS = ['code', 'message', 'result', 'success', 'timestamp'];

const callRoute = (route: AppRoute, accessToken?: string): Promise<Answer<unknown>> => {
  const body = BODY_SAMPLES[route.key];
  const request: TestRequest = { ...(accessToken === undefined ? {} : { accessToken }) };
  if (body) request.payload = body;
  return api.call(methodOf(route), fillRoute(route.url, sampleParam(route)), request);
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
/** The method of a route, which the sweep must know how to send. */
function methodOf(route: AppRoute): (typeof METHODS)[number] {
  const method = METHODS.find((known) => known === route.method);
  if (!method) throw new Error(`the sweep does not send ${route.method} yet (${route.key})`);
  return method;
}

beforeAll(async () => {
  const build = (production: boolean) =>
    collectAppRoutes((onRoute) => api.buildAnotherApp({ onRoute, production, imagesDir: IMAGES_DIR }));
  routes = await build(false);
  productionRoutes = await build(true);
  const guarded = routes.filter(
    (route) => !(route.key in PUBLIC_ENDPOINTS) && !DEVELOPMENT_ONLY.includes(route.key),
  );
  memberRoutes = guarded.filter((route) => !route.url.startsWith(MANAGER_PREFIX));
  operatorRoutes = guarded.filter((route) => route.url.startsWith(MANAGER_PREFIX));

  // A logged-out session first: logging out ends every login of the member.
  const session = await loginAs(api.app, DEMO_MEMBERS.acme);
  loggedOut = session.accessToken;
  expect((await api.get(API_PATHS.userInfo, { accessToken: loggedOut })).status).toBe(200);
  expect((await api.post(API_PATHS.logout, undefined, { accessToken: loggedOut })).status).toBe(200);

  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
  chen = (await loginAs(api.app, DEMO_MEMBERS.acmeFirstCheckout)).accessToken;
  wang = (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken;

  // An expired token of a login that is still alive, and a token of that login signed now.
  const secret = await loadTokenSecret(api.db);
  const subject = { memberId: ZHANG, oneId: 'ent-acme' };
  const family = randomUUID();
  const issuedAt = new Date(api.clock.getTime() - (ACCESS_TOKEN_MINUTES + 1) * MINUTE);
  expired = (await issueTokenPair(api.db, subject, secret, issuedAt, family)).accessToken;
  aliveOfExpiredFamily = await signAccessToken(subject, family, secret, api.clock);
  forged = await signAccessToken(subject, family, randomBytes(32), api.clock);
  // A login of the card's member as ycxkPhoneLogin makes it, without spending the phone's SMS code,
  // which a later block asks for (and the clock goes back between tests: the resend limit would hold).
  cardSession = (await issueTokenPair(api.db, MID_AUTUMN_MEMBER, secret, api.clock)).accessToken;

  // The operators' tokens: a live one, and one of the same login signed too long ago or with
  // another secret, and one of a login ended by logout (the last login of the acme operator).
  operator = await loginAsOperator(api.app, DEMO_OPERATORS.platform);
  const [operatorSession] = await api.db.query<{ id: string }>(
    `SELECT id FROM operator_sessions WHERE operator_id = 'opr-platform' AND revoked_at IS NULL LIMIT 1`,
  );
  const claims = { operatorId: 'opr-platform', sessionId: operatorSession?.id ?? '' };
  const now = Math.floor(api.clock.getTime() / 1000);
  const before = now - (OPERATOR_TOKEN_MINUTES + 1) * 60;
  operatorExpired = await signOperatorToken(claims, secret, before, before + OPERATOR_TOKEN_MINUTES * 60);
  operatorForged = await signOperatorToken(claims, randomBytes(32), now, now + 600);
  operatorLoggedOut = await loginAsOperator(api.app, DEMO_OPERATORS.acme);
  expect((await api.post(MANAGER_PATHS.logout, undefined, { accessToken: operatorLoggedOut })).status).toBe(
    200,
  );
});

/**
 * Calls every route of `routes` with `accessToken` and expects each refused as `refusal` is answered
 * (its status, code and message, in the bare failure envelope with no result), and no row written.
 * A failing test lists every route that answered otherwise, not only the first.
 */
async function expectEveryRouteRefuses(
  routes: AppRoute[],
  accessToken: string | undefined,
  refusal: ApiError,
): Promise<void> {
  const before = await countAllRows(api.db);
  const wrong: unknown[] = [];
  for (const route of routes) {
    const { status, body } = await callRoute(route, accessToken);
    const refused =
      status === refusal.statusCode &&
      body.code === refusal.code &&
      body.message === refusal.message &&
      body.success === false &&
      body.result === null &&
      Object.keys(body).sort().join() === ENVELOPE_KEYS.join();
    if (!refused) wrong.push({ route: route.key, status, body });
  }
  expect(wrong).toEqual([]);
  expect(await countAllRows(api.db)).toEqual(before);
}

/** The sessions that must not count, and the refusal each gets. */
const SESSIONS: [string, () => string | undefined, () => ReturnType<typeof sessionMissing>][] = [
  ['without a token', () => undefined, sessionMissing],
  ['with an expired token', () => expired, sessionExpired],
  ['with the token of a logged-out session', () => loggedOut, sessionExpired],
  ['with a token signed by another secret', () => forged, sessionExpired],
  ["with an operator's token", () => operator, sessionExpired],
];

describe('the access sweep', () => {
  it('finds the endpoints in the app, and a production build without the development ones', () => {
    expect(routes.length).toBeGreaterThan(100);
    const keys = routes.map((route) => route.key);
    for (const key of [...Object.keys(PUBLIC_ENDPOINTS), ...DEVELOPMENT_ONLY]) expect(keys).toContain(key);
    expect(productionRoutes.map((route) => route.key)).toEqual(
      keys.filter((key) => !DEVELOPMENT_ONLY.includes(key)),
    );
  });

  it('answers a guest on every public endpoint without asking for a login', async () => {
    for (const key of Object.keys(PUBLIC_ENDPOINTS)) {
      const route = routes.find((candidate) => candidate.key === key);
      if (!route) throw new Error(`${key} is listed as public but the app has no such route`);
      const { status, body } = await callRoute(route);
      expect({ key, status, code: body.code }).not.toEqual({ key, status: 401, code: SESSION_MISSING_CODE });
    }
  });

  it('has tokens that fail for one reason only: their login still works with a fresh token', async () => {
    expect((await api.get(API_PATHS.userInfo, { accessToken: aliveOfExpiredFamily })).status).toBe(200);
    expect((await api.get(API_PATHS.userInfo, { accessToken: zhang })).status).toBe(200);
  });

  it.each(SESSIONS)(
    'refuses every member endpoint %s with 401 and the session code, answering nothing and writing nothing',
    // A route it lists is one that forgot its guard, or a public one missing from the list.
    (_name, token, refusal) => expectEveryRouteRefuses(memberRoutes, token(), refusal()),
  );

  it("refuses a disposable card's session on every member endpoint its pages do not use, with 403 and code 20005, writing nothing", async () => {
    const cardRoutes = memberRoutes.filter(
      (route) => route.key in CARD_SESSION_ENDPOINTS || route.url.startsWith(CARD_OWN_PREFIX),
    );
    // A route it lists takes a card's session for an employee's: guard it with requireMember.
    await expectEveryRouteRefuses(
      memberRoutes.filter((candidate) => !cardRoutes.includes(candidate)),
      cardSession,
      sessionKindRefused('card'),
    );
    // The sweep is not vacuous: the card's session is alive, and its own endpoints answer it
    // (logging out last, which ends it).
    const logout = (route: AppRoute) => (route.url === API_PATHS.logout ? 1 : 0);
    for (const route of cardRoutes.sort((a, b) => logout(a) - logout(b))) {
      const { body } = await callRoute(route, cardSession);
      expect({ route: route.key, code: body.code }).not.toEqual({
        route: route.key,
        code: SESSION_KIND_REFUSED_CODE,
      });
      expect([SESSION_MISSING_CODE, SESSION_EXPIRED_CODE]).not.toContain(body.code);
    }
    for (const key of Object.keys(CARD_SESSION_ENDPOINTS))
      expect(cardRoutes.map((route) => route.key)).toContain(key);
  });

  it("refuses an employee on the card's own endpoints but the card itself, with 403 and code 20005", async () => {
    const cardOnly = memberRoutes.filter(
      (route) => route.url.startsWith(CARD_OWN_PREFIX) && route.key !== CARD_ENDPOINT_FOR_EVERYONE,
    );
    expect(cardOnly.length).toBeGreaterThan(8);
    await expectEveryRouteRefuses(cardOnly, zhang, sessionKindRefused('employee'));
    const card = await get(API_PATHS.ycxkCard, asToken(zhang));
    expect(card.body).toMatchObject({ success: true, result: null });
  });
});

describe("the operators' endpoints", () => {
  /** Tokens that are not a live operator's, and the refusal each gets. */
  const NOT_AN_OPERATOR: [string, () => string | undefined, () => ReturnType<typeof sessionMissing>][] = [
    ['without a token', () => undefined, sessionMissing],
    ["with an employee's token", () => zhang, sessionExpired],
    ["with a disposable card's token", () => cardSession, sessionExpired],
    ["with an operator's expired token", () => operatorExpired, sessionExpired],
    ["with an operator's token signed by another secret", () => operatorForged, sessionExpired],
    ["with the token of an operator's logged-out session", () => operatorLoggedOut, sessionExpired],
  ];

  it('has every manager endpoint but the login behind an operator’s token', () => {
    expect(operatorRoutes.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /manager/other/pageData',
        'POST /manager/other/pageData/add',
        'PUT /manager/other/pageData/release/:id',
        'PUT /manager/other/pageData/rollback/:id/:version',
      ]),
    );
  });

  it.each(NOT_AN_OPERATOR)(
    'refuses every operator endpoint %s with 401 and the session code, answering nothing and writing nothing',
    (_name, token, refusal) => expectEveryRouteRefuses(operatorRoutes, token(), refusal()),
  );

  it("lets the operator's own token past the session check of every operator endpoint", async () => {
    for (const route of operatorRoutes.filter((candidate) => !candidate.url.endsWith('/logout'))) {
      const { status, body } = await callRoute(route, operator);
      expect({ route: route.key, status, code: body.code }).not.toMatchObject({ status: 401 });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Another member's ids

/** One endpoint taking the id of something a member owns, asked with an id by another member. */
interface CrossMemberProbe {
  route: string;
  /** Which id, where an endpoint takes more than one. */
  field?: string;
  /** The owner's id. */
  ownerId: () => string;
  unknownId: string;
  /** The status of an unknown id. Defaults to `404`. */
  unknownStatus?: number;
  send: (id: string, accessToken: string) => Promise<Answer<unknown>>;
}

const ADDRESS_INPUT = addressInput({
  consigneeName: '入侵者',
  mobile: '13900000000',
  detail: '文三路 1 号',
  email: 'intruder@acme.mall.invalid',
  isDefault: true,
});
const FAMILY_INPUT = { name: '入侵者', relation: 'CHILD', mobile: '13900000000' };
const SHELL_BOOKING = { validDate: '', bookTime: '09:00-12:00', userName: '入侵者', empNum: 'E001' };

/** The owners' things read or made in the test: zhangwei's, and a disposable-card order. */
const made = {
  complaint: '',
  review: '',
  afterSale: '',
  shellBooking: '',
  footprint: '',
  disposableCardOrder: '',
  intruderAddress: '',
};

const { get, post, call } = api;
const asToken = (accessToken: string): TestRequest => ({ accessToken });

/** The probes of routes that take the same owned thing, each sent by `sends[route]`. */
const probesOf = (
  ownerId: () => string,
  unknownId: string,
  sends: Record<string, CrossMemberProbe['send']>,
): CrossMemberProbe[] => Object.entries(sends).map(([route, send]) => ({ route, ownerId, unknownId, send }));

const CROSS_MEMBER_PROBES: CrossMemberProbe[] = [
  // Orders
  ...(
    [
      ['POST /buyer/order/order/queryDetails_new', API_PATHS.orderDetail, OWNED.deliveredOrder, {}],
      ['POST /buyer/order/order/getExpressInfo', API_PATHS.orderExpress, OWNED.deliveredOrder, {}],
      ['POST /buyer/order/order/check/payment', API_PATHS.orderCheckPayment, OWNED.unpaidOrder, {}],
      [
        'POST /buyer/order/order/welfareCancel',
        API_PATHS.orderCancel,
        OWNED.unpaidOrder,
        { reason: '不想要了' },
      ],
      ['POST /buyer/order/order/receive/confirm', API_PATHS.orderReceive, OWNED.deliveredOrder, {}],
    ] as const
  ).map(
    ([route, path, sn, extra]): CrossMemberProbe => ({
      route,
      ownerId: () => sn,
      unknownId: 'O99999999999',
      send: (id, token) => post(path, { sn: id, ...extra }, asToken(token)),
    }),
  ),
  {
    route: 'POST /buyer/order/order/orderSettlePay',
    ownerId: () => OWNED.unpaidOrder,
    unknownId: 'O99999999999',
    send: (id, token) =>
      post(
        API_PATHS.orderPay,
        { sn: id, password: encryptPassword('Blue2026', readPasswordKey()) },
        asToken(token),
      ),
  },
  {
    route: 'DELETE /buyer/order/order/:sn',
    ownerId: () => OWNED.cancelledOrder,
    unknownId: 'O99999999999',
    send: (id, token) => call('DELETE', API_PATHS.orderDelete(id), asToken(token)),
  },
  // After-sale
  ...probesOf(() => OWNED.deliveredItem, 'O99999999999-1', {
    'GET /buyer/order/afterSale/applyAfterSaleInfo/:orderItemSn': (id, token) =>
      get(API_PATHS.afterSaleApplyInfo(id), asToken(token)),
    'POST /buyer/order/afterSale/save/:orderItemSn': (id, token) =>
      post(
        API_PATHS.afterSaleSave(id),
        {
          serviceType: 'RETURN_MONEY',
          num: 1,
          reason: '不想要了',
          contactName: '入侵者',
          contactMobile: '13900000000',
        },
        asToken(token),
      ),
  }),
  ...probesOf(() => made.afterSale, 'AS000000000000000000', {
    'GET /buyer/order/afterSale/get/:sn': (sn, token) => get(API_PATHS.afterSaleDetail(sn), asToken(token)),
    'GET /buyer/order/afterSale/get/getAfterSaleLog/:sn': (sn, token) =>
      get(API_PATHS.afterSaleLog(sn), asToken(token)),
    'POST /buyer/order/afterSale/cancel/:sn': (sn, token) =>
      post(API_PATHS.afterSaleCancel(sn), undefined, asToken(token)),
    'POST /buyer/order/afterSale/delivery/:sn': (sn, token) =>
      post(
        API_PATHS.afterSaleDelivery(sn),
        { logisticsCompany: '顺丰', logisticsNo: 'SF1234567890' },
        asToken(token),
      ),
    'GET /buyer/order/afterSale/getEmployeeMessageRecordList': (sn, token) =>
      get(`${API_PATHS.afterSaleMessages}?${new URLSearchParams({ afterSaleSn: sn })}`, asToken(token)),
    'POST /buyer/order/afterSale/submitMessageRecord': (sn, token) =>
      post(API_PATHS.afterSaleSendMessage, { afterSaleSn: sn, content: '你好' }, asToken(token)),
  }),
  // Complaints
  {
    route: 'POST /buyer/order/complain',
    ownerId: () => OWNED.completedOrder,
    unknownId: 'O99999999999',
    send: (id, token) =>
      post(API_PATHS.complaints, { orderSn: id, topic: '配送太慢', content: '很慢。' }, asToken(token)),
  },
  ...probesOf(() => made.complaint, 'cmp-unknown', {
    'GET /buyer/order/complain/:id': (id, token) => get(API_PATHS.complaint(id), asToken(token)),
    'PUT /buyer/order/complain/status/:id': (id, token) =>
      call('PUT', API_PATHS.complaintCancel(id), asToken(token)),
    'POST /buyer/order/complain/communication': (id, token) =>
      post(API_PATHS.complaintMessage, { complainId: id, content: '你好' }, asToken(token)),
  }),
  // Goods reviews
  {
    route: 'POST /buyer/member/evaluation',
    ownerId: () => OWNED.completedItem,
    unknownId: 'O99999999999-1',
    send: (id, token) =>
      post(API_PATHS.evaluations, { orderItemSn: id, stars: 5, content: '很好。' }, asToken(token)),
  },
  {
    route: 'GET /buyer/member/evaluation/get/:id',
    ownerId: () => made.review,
    unknownId: 'rev-unknown',
    send: (id, token) => get(API_PATHS.evaluation(id), asToken(token)),
  },
  // Addresses
  ...probesOf(() => OWNED.home, 'addr-unknown', {
    'GET /buyer/member/address/get/:id': (id, token) => get(API_PATHS.addressGet(id), asToken(token)),
    'PUT /buyer/member/address/:id': (id, token) =>
      call('PUT', API_PATHS.addressEdit(id), { accessToken: token, payload: ADDRESS_INPUT }),
  }),
  {
    route: 'DELETE /buyer/member/address/delById/:id',
    ownerId: () => OWNED.office,
    unknownId: 'addr-unknown',
    send: (id, token) => call('DELETE', API_PATHS.addressDelete(id), asToken(token)),
  },
  // Station messages
  ...probesOf(() => OWNED.stationMessage, 'smsg-unknown', {
    'PUT /buyer/message/member/:id': (id, token) => call('PUT', API_PATHS.memberMessage(id), asToken(token)),
    'DELETE /buyer/message/member/:id': (id, token) =>
      call('DELETE', API_PATHS.memberMessage(id), asToken(token)),
  }),
  // Flexible benefit orders and family members
  ...probesOf(() => OWNED.benefitOrder, 'FB0000000000', {
    'GET /buyer/benefit/order/:sn': (id, token) => get(API_PATHS.benefitOrder(id), asToken(token)),
    'POST /buyer/benefit/order/:sn/cancel': (id, token) =>
      post(`${API_PATHS.benefitOrder(id)}/cancel`, undefined, asToken(token)),
    'POST /buyer/benefit/order/:sn/receive': (id, token) =>
      post(`${API_PATHS.benefitOrder(id)}/receive`, undefined, asToken(token)),
  }),
  ...probesOf(() => OWNED.familyMember, 'fam-unknown', {
    'PUT /buyer/benefit/family/:id': (id, token) =>
      call('PUT', API_PATHS.familyMember(id), { accessToken: token, payload: FAMILY_INPUT }),
    'DELETE /buyer/benefit/family/:id': (id, token) =>
      call('DELETE', API_PATHS.familyMember(id), asToken(token)),
  }),
  // Shell bookings
  {
    route: 'POST /buyer/member/shellBook/cancal',
    ownerId: () => made.shellBooking,
    unknownId: 'shell-booking-unknown',
    send: (id, token) => post(API_PATHS.shellCancel, { id }, asToken(token)),
  },
  {
    route: 'POST /buyer/member/shellBook/book',
    ownerId: () => OWNED.shellCard,
    unknownId: 'shell-unknown',
    send: (id, token) => post(API_PATHS.shellBook, { ...SHELL_BOOKING, id }, asToken(token)),
  },
  // Footprints
  {
    route: 'DELETE /buyer/member/footprint/delByIds/:ids',
    ownerId: () => made.footprint,
    unknownId: '999999999',
    // Ids not all the caller's refuse the lot as bad input; the owner's answer the same.
    unknownStatus: 400,
    send: (id, token) => call('DELETE', API_PATHS.footprintsDelete([id]), asToken(token)),
  },
  // The owner's address given for the caller's own checkout
  ...probesOf(() => OWNED.office, 'addr-unknown', {
    'GET /buyer/trade/carts/checked': (id, token) =>
      get(`${API_PATHS.cartChecked}?${new URLSearchParams({ addressId: id })}`, asToken(token)),
    'POST /buyer/order/order/preCheck/payment': (id, token) =>
      post(API_PATHS.orderPreCheck, { addressId: id }, asToken(token)),
    'POST /buyer/order/order/commitOrder': (id, token) =>
      post(API_PATHS.orderCommit, { addressId: id }, asToken(token)),
  }),
];

/** Disposable-card holders of fixtures/seed/cards.json, who log in with an SMS code. */
const BIRTHDAY = { cardNo: '8800000000000047', phone: '13600008888' };
const MID_AUTUMN = { cardNo: '8800000000000021', phone: '13600009999' };
/** In Acme's disposable-card range. */
const COOKIES = '1013';
const CARD_ADDRESS = { ...ADDRESS_INPUT, consigneeName: '持卡人' };
let birthday: string;
let midAutumn: string;
let birthdayAddress: string;

/** Logs in as the member of a disposable card, with an SMS code sent to its phone. */
async function cardLogin(card: { cardNo: string; phone: string }): Promise<string> {
  const { uuid, code } = await deviceWithImageCode(api.app);
  await post(
    API_PATHS.sendSmsCode,
    { phonenumber: card.phone, function: 'YCXK_LOGIN', type: '1', code },
    { headers: { uuid } },
  );
  const smsCode = await readSmsCode(api.app, card.phone);
  const login = await post<TokenPair>(API_PATHS.ycxkPhoneLogin, {
    phonenumber: card.phone,
    code: smsCode,
    cardNo: card.cardNo,
  });
  expect(login.body.message).toBe('success');
  return login.body.result.accessToken;
}

/**
 * Probes that need the intruder in the owner's enterprise: choosing a flexible benefit of Acme's
 * plan cases for the owner's address or family member.
 */
const SAME_ENTERPRISE_PROBES: CrossMemberProbe[] = [
  {
    route: 'POST /buyer/benefit/choose',
    field: 'addressId',
    ownerId: () => OWNED.office,
    unknownId: 'addr-unknown',
    // A refusal of the form: 400 with the message shown beside the address.
    unknownStatus: 400,
    send: (addressId, token) =>
      post(
        API_PATHS.benefitChoose,
        { planCaseId: 'bpc-acme-2026q4', optionIds: ['bpo-q4-fruit'], addressId },
        asToken(token),
      ),
  },
  {
    route: 'POST /buyer/benefit/choose',
    field: 'familyMemberId',
    ownerId: () => OWNED.familyMember,
    unknownId: 'fam-unknown',
    unknownStatus: 400,
    send: (familyMemberId, token) =>
      post(
        API_PATHS.benefitChoose,
        {
          planCaseId: 'bpc-acme-2026-family',
          optionIds: ['bpo-family-vitamins'],
          addressId: made.intruderAddress,
          familyMemberId,
        },
        asToken(token),
      ),
  },
];

const DISPOSABLE_CARD_PROBES: CrossMemberProbe[] = [
  ...probesOf(() => made.disposableCardOrder, 'O99999999999', {
    'GET /buyer/disposable-card/order': (sn, token) =>
      get(`${API_PATHS.ycxkOrder}?${new URLSearchParams({ sn })}`, asToken(token)),
    'GET /buyer/disposable-card/pay': (sn, token) =>
      get(`${API_PATHS.ycxkPay}?${new URLSearchParams({ sn })}`, asToken(token)),
    'POST /buyer/disposable-card/pay': (sn, token) => post(API_PATHS.ycxkPay, { sn }, asToken(token)),
  }),
  {
    route: 'POST /buyer/disposable-card/order',
    ownerId: () => birthdayAddress,
    unknownId: 'addr-unknown',
    send: (addressId, token) => post(API_PATHS.ycxkOrder, { addressId }, asToken(token)),
  },
];

let crossMemberChecks = 0;

/** A probe with the name its test shows. */
const titled = (probe: CrossMemberProbe) =>
  [probe.field ? `${probe.route} (${probe.field})` : probe.route, probe] as const;

describe("another member's ids", () => {
  beforeAll(async () => {
    const afterSale = await post<{ sn: string }>(
      API_PATHS.afterSaleSave(OWNED.deliveredItem),
      {
        serviceType: 'RETURN_GOODS',
        num: 1,
        reason: '商品质量问题',
        contactName: '张伟',
        contactMobile: '13812341234',
        pickupAddressId: OWNED.home,
      },
      asToken(zhang),
    );
    expect(afterSale.body.message).toBe('success');
    made.afterSale = afterSale.body.result.sn;
    const complaint = await post<{ id: string }>(
      API_PATHS.complaints,
      { orderSn: OWNED.completedOrder, topic: '配送太慢', content: '下单四天才收到。' },
      asToken(zhang),
    );
    expect(complaint.body.message).toBe('success');
    made.complaint = complaint.body.result.id;
    const review = await post<{ id: string }>(
      API_PATHS.evaluations,
      { orderItemSn: OWNED.completedItem, stars: 5, content: '体检很细致。' },
      asToken(zhang),
    );
    expect(review.body.message).toBe('success');
    made.review = review.body.result.id;
    const [booking] = await api.db.query<{ id: string }>(
      `SELECT id FROM shell_bookings WHERE member_id = $1 LIMIT 1`,
      [ZHANG],
    );
    const [footprint] = await api.db.query<{ id: string }>(
      `SELECT id::text AS id FROM footprints WHERE member_id = $1 LIMIT 1`,
      [ZHANG],
    );
    made.shellBooking = booking?.id ?? '';
    made.footprint = footprint?.id ?? '';
    expect(made.shellBooking && made.footprint).not.toBe('');
    const [slot] = await api.db.query<{ day: string }>(
      `SELECT to_char(service_date, 'YYYY-MM-DD') AS day FROM shell_slots ORDER BY service_date DESC LIMIT 1`,
    );
    SHELL_BOOKING.validDate = slot?.day ?? '';
    // A ticked line, so checking out gets as far as the address (wangfang has seeded lines).
    const added = await post(API_PATHS.cart, { skuId: '1001', num: 1 }, asToken(chen));
    expect(added.body.message).toBe('success');
    // An address of chenjing's own, so choosing a family benefit gets as far as the family member.
    const address = await post<{ id: string }>(API_PATHS.address, ADDRESS_INPUT, asToken(chen));
    expect(address.body.message).toBe('success');
    made.intruderAddress = address.body.result.id;
  });

  it('has a probe for every path parameter of a member endpoint that names something a member owns', () => {
    const probed = new Set(
      [...CROSS_MEMBER_PROBES, ...SAME_ENTERPRISE_PROBES, ...DISPOSABLE_CARD_PROBES].map(
        (probe) => probe.route,
      ),
    );
    const unprobed = memberRoutes
      .filter((route) => /[:*]/.test(route.url))
      .filter((route) => !probed.has(route.key) && !(route.key in NOT_MEMBER_OWNED))
      .map((route) => route.key);
    expect(unprobed).toEqual([]);
  });

  it('has a probe for every endpoint it names, each an endpoint of the app', () => {
    const keys = routes.map((route) => route.key);
    for (const probe of [...CROSS_MEMBER_PROBES, ...DISPOSABLE_CARD_PROBES])
      expect(keys).toContain(probe.route);
  });

  describe.each([
    ['chenjing, of the same enterprise', () => chen, [...CROSS_MEMBER_PROBES, ...SAME_ENTERPRISE_PROBES]],
    ['wangfang, of another enterprise', () => wang, CROSS_MEMBER_PROBES],
  ])('asked by %s', (_name, intruder, probes) => {
    it.each(probes.map(titled))(
      '%s answers the owner’s id exactly as an unknown one, writing nothing',
      (_route, probe) => expectNoCrossMemberAnswer(probe, intruder(), zhang),
    );
  });

  describe('asked by the holder of another disposable card', () => {
    beforeAll(async () => {
      birthday = await cardLogin(BIRTHDAY);
      const owner = birthday;
      midAutumn = await cardLogin(MID_AUTUMN);
      const address = await post<{ id: string }>(API_PATHS.address, CARD_ADDRESS, asToken(owner));
      birthdayAddress = address.body.result.id;
      await post(API_PATHS.address, CARD_ADDRESS, asToken(midAutumn));
      await post(API_PATHS.ycxkCart, { skuId: COOKIES, num: 1 }, asToken(owner));
      const placed = await post<{ sn: string }>(
        API_PATHS.ycxkOrder,
        { addressId: birthdayAddress },
        asToken(owner),
      );
      expect(placed.body.message).toBe('success');
      made.disposableCardOrder = placed.body.result.sn;
      // The intruder's own line, so ordering gets as far as the address.
      await post(API_PATHS.ycxkCart, { skuId: COOKIES, num: 1 }, asToken(midAutumn));
    });

    it.each(DISPOSABLE_CARD_PROBES.map(titled))(
      '%s answers the owner’s id exactly as an unknown one, writing nothing',
      (_route, probe) => expectNoCrossMemberAnswer(probe, midAutumn, birthday),
    );
  });
});

/**
 * Asks with an unknown id, then with the owner's: the same answer, and no row written. A reading
 * endpoint is asked by the owner too, to show the id is a real one.
 */
async function expectNoCrossMemberAnswer(
  probe: CrossMemberProbe,
  intruder: string,
  owner: string,
): Promise<void> {
  if (probe.route.startsWith('GET ')) {
    const own = await probe.send(probe.ownerId(), owner);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  }
  const unknown = await probe.send(probe.unknownId, intruder);
  expect(unknown.status, JSON.stringify(unknown.body)).toBe(probe.unknownStatus ?? 404);
  // The 404 of a path the app does not have would make every comparison pass.
  expect(unknown.body.message).not.toBe(NOT_FOUND_MESSAGE);
  const before = await countAllRows(api.db);
  const owners = await probe.send(probe.ownerId(), intruder);
  expect(await countAllRows(api.db)).toEqual(before);
  expect(comparable(owners)).toEqual(comparable(unknown));
  crossMemberChecks += 1;
}

afterAll(() => {
  console.log(
    `access sweep: ${routes.length} endpoints found, ${memberRoutes.length} member-scoped ` +
      `(x${SESSIONS.length} refused sessions), ${operatorRoutes.length} operator-only, ${Object.keys(PUBLIC_ENDPOINTS).length + DEVELOPMENT_ONLY.length} public ` +
      `(${DEVELOPMENT_ONLY.length} development only), ${crossMemberChecks} cross-member checks`,
  );
});
