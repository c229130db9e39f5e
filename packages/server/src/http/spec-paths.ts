import type { Locale } from '../services/locale.ts';

// The API paths the spec's call tables name (/work/shared/spec/01-shell.md, 02-catalogue-and-trading.md
// and 03-pages-and-account.md, each section 7), transcribed once, and the ones this server does not
// serve with the reason why. The not-found handler answers a spec path no route serves with 501 and
// its reason instead of the bare 404 of an unknown path (http/static-files.ts), so a route registered
// later wins by itself. spec-paths.test.ts calls every one: each is served or listed in NOT_SERVED.

/** A method the spec's calls use. */
export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call the spec names. */
export interface SpecPath {
  method: SpecMethod;
  /**
   * The full path, `{name}` for a parameter: a whole segment (`/sku/{skuId}`) or the start of one
   * (`/{product}Cancel`). Short names in a spec list are put under the prefix the spec gives them,
   * and where it gives none under the one our routes use.
   */
  path: string;
  /** Where the spec names it: document and list (`02 §7 Orders`). */
  source: string;
  /**
   * False when the spec names the path but not its method: `method` is then the one our route
   * uses, or for a path we do not serve the one of the list it sits in. Defaults to `true`.
   */
  methodShown?: boolean;
}

/** `METHOD path`, how a spec path is named here and in NOT_SERVED. */
export type SpecPathKey = `${SpecMethod} ${string}`;

/** The key of a spec path. */
export const specPathKey = ({ method, path }: Pick<SpecPath, 'method' | 'path'>): SpecPathKey =>
  `${method} ${path}`;

// ---------------------------------------------------------------------------------------------
// The spec's paths, in the order the documents name them; a path named again later is not repeated.

const S01_SESSION = '01 §7 Session and site';
const S01_POPUPS = '01 §7 Popups and notices';
const S02_CART = '02 §7 Cart';
const S02_GOODS = '02 §7 Goods and catalogue';
const S02_MEMBER = '02 §7 Coupons, favorites, footprints';
const S02_ORDERS = '02 §7 Orders';
const S02_AFTER_SALE = '02 §7 After-sale';
const S03_WALLET = '03 §7 Wallet/passport';
const S03_LOGIN = '03 §7 Login';
const S03_MEMBER = '03 §7 Member API';
const S03_PROFILE = '03 §7 Profile and security';
const S03_OTHER = '03 §7 Other';
const S03_SHELL = '03 §7 Shell booking';

const GOODS = '/buyer/goods/goods/{product}';
const ORDER = '/buyer/order/order';
const AFTER_SALE = '/buyer/order/afterSale';
const NOT_LOGIN = '/buyer/member/account/notlogin';
const PASSPORT = '/buyer/passport/member';

/** The after-sale calls of the partners' own systems (JD, Suning, net, NetEase), as the spec lists them. */
const JD_REFUND_CALLS = [
  'createAfterSaleService',
  'queryRefundEnum',
  'cancelRetchGoods',
  'getApplyDetailInfo',
  'getAfsOutline',
] as const;
const SN_REFUND_CALLS = [
  'returnPartOrder',
  'applyExchangeGoods',
  'applyRepair',
  'queryServiceSchedule',
  'queryRepairMethod',
  'queryRefundEnum',
  'lognumSubmit',
  'judgefacproductGet',
  'cancelRetchGoods',
  'cancelRepair',
] as const;
const NET_REFUND_CALLS = [
  'subWayBill',
  'createAfterSaleService',
  'queryAfsProgress',
  'genAfs',
  'cancelAfterSaleService',
  'beginAfs',
] as const;
const NETEASE_REFUND_CALLS = ['refundApply', 'refundCancel', 'refundOfferExpress'] as const;

const call = (method: SpecMethod, path: string, source: string, methodShown = true): SpecPath =>
  methodShown ? { method, path, source } : { method, path, source, methodShown };
const calls = (method: SpecMethod, prefix: string, names: readonly string[], source: string): SpecPath[] =>
  names.map((name) => call(method, `${prefix}/${name}`, source));
/** Paths a spec list names without a method. */
const unshown = (method: SpecMethod, prefix: string, names: readonly string[], source: string): SpecPath[] =>
  names.map((name) => call(method, `${prefix}/${name}`, source, false));

/** Every call the spec's call tables name with a path. */
export const SPEC_PATHS: readonly SpecPath[] = [
  // 01 §7. Not listed: the token refresh by refreshToken and the login-platform lookup by oneId,
  // whose paths the spec does not show.
  call('GET', '/common/common/site', S01_SESSION),
  call('GET', `${PASSPORT}/refresh/{value}`, S01_SESSION),
  call('POST', `${PASSPORT}/logout`, `${S01_SESSION}; ${S03_WALLET}`),
  call('GET', `${PASSPORT}/getUserInfo`, `${S01_SESSION}; ${S03_LOGIN}`),
  call('GET', '/common/common/region/item/{id}', `${S01_SESSION}; ${S02_GOODS}`),
  ...calls(
    'POST',
    '/buyer/message/popupWindow',
    ['getLatestPopup', 'getCancelStatus', 'insertCancelStatus'],
    S01_POPUPS,
  ),
  ...calls('GET', '/buyer/message/notice', ['getNoticeList', 'getNotice'], S01_POPUPS),
  call('GET', '/buyer/other/article', S01_POPUPS),
  call('GET', '/buyer/other/article/articleCategory/list', S01_POPUPS),
  call('GET', '/buyer/other/article/get/{id}', S01_POPUPS),

  // 02 §7 Cart
  call('DELETE', '/buyer/trade/carts', S02_CART),
  ...calls('GET', '/buyer/trade/carts', ['all', 'count', 'checked'], S02_CART),
  call('POST', '/buyer/trade/carts', S02_CART),
  call('POST', '/buyer/trade/carts/checkPlanMaxExchange', S02_CART),
  call('GET', '/buyer/trade/carts/shippingAddress', S02_CART),
  ...calls(
    'POST',
    '/buyer/trade/carts',
    ['sku/checked', 'store/{storeId}', 'sku/checked/{skuId}', 'sku/num/{skuId}'],
    S02_CART,
  ),
  call('DELETE', '/buyer/trade/carts/sku/remove', S02_CART),
  ...calls('POST', '/buyer/trade/carts', ['sku/updateSpec', 'addGoodsList'], S02_CART),
  call('POST', `${ORDER}/preCheck/payment`, S02_CART),
  ...calls('POST', '/buyer/dgss', ['checkGoods', 'deliveryMethod'], S02_CART),

  // 02 §7 Goods and catalogue
  call('GET', '/buyer/goods/category/getTree', S02_GOODS),
  call('GET', '/buyer/goods/category/get/{id}', S02_GOODS),
  call('GET', '/buyer/goods/goods/es', S02_GOODS),
  ...calls(
    'GET',
    GOODS,
    [
      'brand-list',
      'product/list',
      'market/goodslist',
      'market/all/getMarketGoodsList',
      'market/getMarketProductDetail',
      'market/all/marketList',
      'sku/{skuId}',
      'getProductDetailPreview/{skuId}/{isAdd}',
      'sku/spec/{skuId}',
      'market/list',
      'collectionInfo',
      'exchangePriceByPlanId',
    ],
    S02_GOODS,
  ),
  ...calls(
    'POST',
    GOODS,
    [
      'plan/permissions',
      'plan/permissionsAll',
      'plan',
      'getSearchTerms',
      'saveChooseSku',
      'getInfoRangeByUserId',
      'getDgssAreas',
      'userRelatedZt',
      'newTelQuery',
    ],
    S02_GOODS,
  ),
  call('POST', `${GOODS}/market/login/path`, `${S02_GOODS}; ${S03_OTHER}`),
  ...calls('POST', '/buyer/goods/goods', ['getWholeNotice', 'calculateInsure'], S02_GOODS),

  // 02 §7 Coupons, favorites, footprints (03 §7 Member API names them again). The spec names the
  // collection calls add, delete and isCollection only; their `{type}/{id}` tail is our routes'.
  call('GET', '/buyer/promotion/coupon', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('GET', '/buyer/promotion/coupon/receive/{id}', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('POST', '/buyer/member/collection/add/{type}/{id}', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('DELETE', '/buyer/member/collection/delete/{type}/{id}', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('GET', '/buyer/member/collection/isCollection/{type}/{id}', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('GET', '/buyer/member/collection/{type}', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('GET', '/buyer/member/footprint', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('DELETE', '/buyer/member/footprint', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('DELETE', '/buyer/member/footprint/delByIds/{ids}', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('POST', '/buyer/member/evaluation', `${S02_MEMBER}; ${S03_MEMBER}`),
  call('GET', '/buyer/member/evaluation', S02_MEMBER),
  call('GET', '/buyer/member/evaluation/get/{id}', `${S02_MEMBER}; ${S03_MEMBER}`),

  // 02 §7 Orders: "POST, JSON, under /buyer/order/order unless noted"
  ...calls(
    'POST',
    ORDER,
    ['queryList_new', 'telCheck', 'queryDetails_new', 'addressQuery', 'getJdOrderTraces/{id}'],
    S02_ORDERS,
  ),
  ...calls('POST', ORDER, ['getExpressInfo', '{product}Cancel'], S02_ORDERS),
  call('DELETE', `${ORDER}/{id}`, S02_ORDERS),
  ...calls(
    'POST',
    ORDER,
    [
      'receive/confirm',
      'receive/confirm/history',
      'checkPayment58',
      'commitOrder58',
      'orderSettlePay58',
      'check/payment',
      'cdf/checkPayment',
      'supplier/orderPay',
      'supplier/checkPayment',
      'commitOrder',
      'payPwdCheck',
      'orderSettlePay',
      'cdf/cdfOrderPay',
      'whole/queryList',
      'whole/queryListCard',
      'whole/queryDetails',
      '{product}CancelWhole',
      'commitOrderWhole',
      'checkNeedUploadLetter',
      'selectWholeLetter',
      'addOrUpdateWholeLetter',
      'getPromiseTips',
    ],
    S02_ORDERS,
  ),
  call('GET', '/buyer/member/address/valid', S02_ORDERS),
  call('GET', '/buyer/other/logistics', S02_ORDERS),
  call('GET', '/common/common/upload/downloadInsureNotice', S02_ORDERS),
  call('POST', '/buyer/order/complain/communication', S02_ORDERS),

  // 02 §7 After-sale: "under /buyer/order/afterSale unless noted" (03 §7 Member API names the first
  // seven again). After `POST delivery/{afterSaleSn}` the list names no methods.
  ...calls(
    'GET',
    AFTER_SALE,
    ['page', 'applyAfterSaleInfo/{id}', 'get/afterSaleReason/{id}', 'get/{id}', 'get/getAfterSaleLog/{id}'],
    `${S02_AFTER_SALE}; ${S03_MEMBER}`,
  ),
  ...calls('POST', AFTER_SALE, ['save/{orderItemSn}', 'cancel/{id}'], `${S02_AFTER_SALE}; ${S03_MEMBER}`),
  call('POST', `${AFTER_SALE}/delivery/{afterSaleSn}`, S02_AFTER_SALE),
  ...unshown(
    'POST',
    `${AFTER_SALE}/refund`,
    ['submitRefund', 'queryRefundEnum', 'list', 'getRefundInfo', 'editStateConfirm', 'editState'],
    S02_AFTER_SALE,
  ),
  ...unshown('POST', `${AFTER_SALE}/refund/sn`, SN_REFUND_CALLS, S02_AFTER_SALE),
  ...unshown('POST', `${AFTER_SALE}/refund/jd`, JD_REFUND_CALLS, S02_AFTER_SALE),
  // As the spec spells it.
  ...unshown('POST', `${AFTER_SALE}/u/refund/jd`, ['pdateSendInfo'], S02_AFTER_SALE),
  ...unshown('POST', `${AFTER_SALE}/refund/net`, NET_REFUND_CALLS, S02_AFTER_SALE),
  ...unshown('POST', AFTER_SALE, ['submitAfterSale'], S02_AFTER_SALE),
  ...unshown('GET', AFTER_SALE, ['getEmployeeMessageRecordList'], S02_AFTER_SALE),
  ...unshown('POST', AFTER_SALE, ['submitMessageRecord'], S02_AFTER_SALE),
  ...unshown('GET', AFTER_SALE, ['noResponseNum'], S02_AFTER_SALE),
  ...unshown('POST', AFTER_SALE, ['revertMessage'], S02_AFTER_SALE),
  ...unshown('POST', `${AFTER_SALE}/NetEase`, NETEASE_REFUND_CALLS, S02_AFTER_SALE),
  call('POST', '/buyer/order/complain', `${S02_AFTER_SALE}; ${S03_MEMBER}`),
  call('GET', '/buyer/order/complain', `${S02_AFTER_SALE}; ${S03_MEMBER}`),
  call('GET', '/buyer/order/complain/{id}', `${S02_AFTER_SALE}; ${S03_MEMBER}`),
  call('PUT', '/buyer/order/complain/status/{id}', `${S02_AFTER_SALE}; ${S03_MEMBER}`),

  // 03 §7 Wallet/passport ("points history GET getMemberPointsHistoryVO and getByPage": our
  // routes put them under /buyer/member/account)
  call('GET', `${PASSPORT}/wallet/check`, S03_WALLET),
  call('POST', `${PASSPORT}/wallet/set-password`, S03_WALLET),
  call('PUT', `${PASSPORT}/modifyPass`, S03_WALLET),
  ...calls(
    'POST',
    '/buyer/member/account',
    ['pointListForOpen', 'rightListForOpen', 'bundOrderCard', 'getUserPointList', 'pointUseQuery'],
    S03_WALLET,
  ),
  ...calls('GET', '/buyer/member/account', ['getMemberPointsHistoryVO', 'getByPage'], S03_WALLET),

  // 03 §7 Login
  call('POST', `${NOT_LOGIN}/anonymous/registerBindCard`, S03_LOGIN),
  call('POST', `${PASSPORT}/userLogin`, S03_LOGIN),
  call('POST', `${NOT_LOGIN}/resetPassword`, S03_LOGIN),
  call('POST', '/buyer/member/account/cardLogin', S03_LOGIN),
  ...calls('POST', PASSPORT, ['ycxkPhoneLogin', 'getCardListByPhone'], S03_LOGIN),
  call('GET', '/common/common/verify/code/getImageCode', S03_LOGIN),
  ...calls(
    'POST',
    NOT_LOGIN,
    ['getUserContactByLoginName', 'forgetPasswordSendMsg', 'getUserByToken', 'getCardByToken'],
    S03_LOGIN,
  ),
  call('GET', '/buyer/other/enterLoginPageRelations/{id}', S03_LOGIN),
  ...calls('POST', PASSPORT, ['enterpriseLogin', 'enterpriseSsoLogin'], S03_LOGIN),
  call('POST', '/buyer/bindEnterAs/getAs', S03_LOGIN),
  call('GET', '/buyer/member/account/sso/auth/login/url/{id}', S03_LOGIN),

  // 03 §7 Member API (collection, evaluation, coupons, after-sale, complaint and footprint above)
  call('GET', '/buyer/bindEnterLogo/logo', S03_MEMBER),
  call('GET', '/buyer/wallet/wallet', S03_MEMBER),
  call('GET', '/buyer/wallet/log', S03_MEMBER),
  call('GET', '/buyer/wallet/recharge', S03_MEMBER),
  call('GET', '/buyer/member/withdrawApply', S03_MEMBER),
  call('POST', '/buyer/trade/recharge', S03_MEMBER),
  call('POST', '/buyer/wallet/wallet/withdrawal', S03_MEMBER),
  call('GET', '/buyer/distribution/distribution', S03_MEMBER),
  call('POST', '/buyer/distribution/distribution', S03_MEMBER),
  call('GET', '/buyer/distribution/goods', S03_MEMBER),
  call('GET', '/buyer/distribution/goods/checked/{distributionGoodsId}', S03_MEMBER),
  call('GET', '/buyer/distribution/cash', S03_MEMBER),
  call('POST', '/buyer/distribution/cash', S03_MEMBER),
  call('GET', '/buyer/message/member', S03_MEMBER),
  call('PUT', '/buyer/message/member/{id}', S03_MEMBER),
  call('DELETE', '/buyer/message/member/{id}', S03_MEMBER),
  call('POST', '/buyer/message/userLeaveMessage', S03_MEMBER),
  call('GET', '/buyer/message/getUserMessages', S03_MEMBER),

  // 03 §7 Profile and security
  ...calls('POST', '/buyer/member/info', ['getUserDetail', 'updateUser', 'auth/updatePassword'], S03_PROFILE),
  call('POST', '/buyer/member/account/payPwd', S03_PROFILE),
  ...calls('POST', NOT_LOGIN, ['forgetPasswordSendCode', 'checkSendCode'], S03_PROFILE),
  ...calls(
    'POST',
    PASSPORT,
    [
      'sendSmsWithVerify',
      'forgetPasswordSendCode',
      'updatePasswordWithCode',
      'getVerifyStatus',
      'sendCodeWithCountLimit',
      'verifyUserInfo',
    ],
    S03_PROFILE,
  ),

  // 03 §7 Other (market/login/path above) and Shell booking
  call('POST', '/buyer/other/supplier/redirect/announcement/getBySupplierCode', S03_OTHER),
  ...calls('POST', '/buyer/member/packet', ['permissions', 'packetQuery', 'packetReceive'], S03_OTHER),
  ...calls(
    'POST',
    '/buyer/member/shellBook',
    ['getCanBoolDateList', 'getCanBookList', 'book', 'cancal', 'userBookRecord'],
    S03_SHELL,
  ),
];

// ---------------------------------------------------------------------------------------------
// The spec's paths this server does not serve, and why

/** Why a spec path is not served, in groups the server README's table keeps. */
export type NotServedGroup = 'planned' | 'unreachable' | 'served-elsewhere' | 'no-screen';

/** Why a spec path is not served: its group and a short reason in each language. */
export interface NotServedReason extends Readonly<Record<Locale, string>> {
  readonly group: NotServedGroup;
}

/** Both languages of a reason's detail. */
interface Wording {
  zh: string;
  en: string;
}

const planned = (): NotServedReason => ({
  group: 'planned',
  'zh-CN': '计划中（issue 25）',
  'en-US': 'planned (issue 25)',
});
/** A system outside ours the spec's call goes through, which this server has no way to reach. */
const unreachable = ({ zh, en }: Wording): NotServedReason => ({
  group: 'unreachable',
  'zh-CN': `无法接入的${zh}`,
  'en-US': `${en} we cannot reach`,
});
/** What the call does is served by another path, the one our storefront calls. */
const servedBy = ({ zh, en }: Wording): NotServedReason => ({
  group: 'served-elsewhere',
  'zh-CN': `由 ${zh} 提供`,
  'en-US': `served by ${en}`,
});
/** No screen of the storefront calls it. */
const noScreen = ({ zh, en }: Wording): NotServedReason => ({
  group: 'no-screen',
  'zh-CN': `我们没有使用它的页面：${zh}`,
  'en-US': `no screen of ours uses it: ${en}`,
});

const same = (path: string): Wording => ({ zh: path, en: path });
const UNKNOWN_USE: Wording = {
  zh: '规格既未给出其请求与应答，也未给出调用它的页面',
  en: 'the spec shows neither its payload nor a screen that calls it',
};
const WHOLE_ORDERS: Wording = {
  zh: '整单（whole）订单及其须知、函件与保险',
  en: 'whole orders with their notice, letters and insurance',
};
const WALLET_MONEY: Wording = {
  zh: '钱包充值与提现（积分由企业发放，“我的资产”只显示余额）',
  en: 'topping up or cashing out a wallet (points come from the enterprise; the assets page shows balances)',
};
const DISTRIBUTION: Wording = { zh: '分销', en: 'distribution' };
const PAY_58: Wording = { zh: '第三方支付渠道（58）', en: 'a third-party payment channel (58)' };
const CDF_PAY: Wording = { zh: '免税合作方（CDF）的支付', en: "the duty-free partner's (CDF) payment" };
const SUPPLIER_PAY: Wording = { zh: '供应商自有的支付系统', en: "a supplier's own payment system" };
const JD_AFTER_SALE: Wording = { zh: '京东的售后系统', en: "JD's after-sale system" };
const SN_AFTER_SALE: Wording = {
  zh: '商家 sn（按其退换货标准页，即苏宁）的售后系统',
  en: "retailer sn's after-sale system (Suning, going by its refund-standard page)",
};
const NET_AFTER_SALE: Wording = { zh: '商家 net 的售后系统', en: "retailer net's after-sale system" };
const NETEASE_AFTER_SALE: Wording = { zh: '网易严选的售后系统', en: "NetEase Yanxuan's after-sale system" };
const DGSS: Wording = { zh: '合作方（dgss）的配送系统', en: "a partner's delivery system (dgss)" };

const notServed = (keys: readonly SpecPathKey[], reason: NotServedReason) =>
  keys.map((key) => [key, reason] as const);
const under = (method: SpecMethod, prefix: string, names: readonly string[]): SpecPathKey[] =>
  names.map((name) => `${method} ${prefix}/${name}` as const);

/**
 * Every spec path no route of ours serves, by `METHOD path`, with why. Each answers 501 with its
 * reason; spec-paths.test.ts fails for one a route now serves (take it out here and from the
 * README's table) and for a spec path neither served nor listed here.
 */
export const NOT_SERVED: Readonly<Record<SpecPathKey, NotServedReason>> = Object.fromEntries([
  // ---- Planned (issue 25): other sessions are building these; remove each as it lands ----
  // The login-platform lookup by oneId, whose path the spec does not show, is served as
  // GET /buyer/other/loginPlatform/{oneId} (routes/passport.ts).
  ...notServed([], planned()),

  // ---- Systems outside ours ----
  ...notServed(
    under('POST', ORDER, ['checkPayment58', 'commitOrder58', 'orderSettlePay58']),
    unreachable(PAY_58),
  ),
  ...notServed(under('POST', ORDER, ['cdf/checkPayment', 'cdf/cdfOrderPay']), unreachable(CDF_PAY)),
  ...notServed(
    under('POST', ORDER, ['supplier/orderPay', 'supplier/checkPayment']),
    unreachable(SUPPLIER_PAY),
  ),
  ...notServed(
    [`POST ${ORDER}/getJdOrderTraces/{id}`],
    unreachable({ zh: '京东的物流轨迹系统', en: "JD's parcel-tracking system" }),
  ),
  ...notServed(
    [
      ...under('POST', `${AFTER_SALE}/refund/jd`, JD_REFUND_CALLS),
      `POST ${AFTER_SALE}/u/refund/jd/pdateSendInfo`,
    ],
    unreachable(JD_AFTER_SALE),
  ),
  ...notServed(under('POST', `${AFTER_SALE}/refund/sn`, SN_REFUND_CALLS), unreachable(SN_AFTER_SALE)),
  ...notServed(under('POST', `${AFTER_SALE}/refund/net`, NET_REFUND_CALLS), unreachable(NET_AFTER_SALE)),
  ...notServed(under('POST', `${AFTER_SALE}/NetEase`, NETEASE_REFUND_CALLS), unreachable(NETEASE_AFTER_SALE)),
  ...notServed(
    [...under('POST', '/buyer/dgss', ['checkGoods', 'deliveryMethod']), `POST ${GOODS}/getDgssAreas`],
    unreachable(DGSS),
  ),

  // ---- Served by another path ----
  ...notServed([`POST ${GOODS}/plan/permissions`], servedBy(same(`POST ${GOODS}/plan/permissionsAll`))),
  ...notServed([`PUT ${PASSPORT}/modifyPass`], servedBy(same('POST /buyer/member/info/auth/updatePassword'))),
  ...notServed(
    [`POST ${NOT_LOGIN}/forgetPasswordSendMsg`],
    servedBy(same(`POST ${NOT_LOGIN}/forgetPasswordSendCode`)),
  ),
  ...notServed(
    [`POST ${PASSPORT}/forgetPasswordSendCode`],
    servedBy({
      zh: `POST ${NOT_LOGIN}/forgetPasswordSendCode（未登录）与 POST ${PASSPORT}/sendCodeWithCountLimit（已登录）`,
      en: `POST ${NOT_LOGIN}/forgetPasswordSendCode (logged out) and POST ${PASSPORT}/sendCodeWithCountLimit (logged in)`,
    }),
  ),
  ...notServed(
    [`POST ${PASSPORT}/updatePasswordWithCode`],
    servedBy({
      zh: `POST /buyer/member/account/payPwd（凭短信验证码改支付密码）与 POST ${NOT_LOGIN}/resetPassword（凭短信验证码改登录密码）`,
      en: `POST /buyer/member/account/payPwd (pay password with an SMS code) and POST ${NOT_LOGIN}/resetPassword (login password with an SMS code)`,
    }),
  ),
  ...notServed(
    [`POST ${AFTER_SALE}/submitAfterSale`, `POST ${AFTER_SALE}/refund/submitRefund`],
    servedBy(same(`POST ${AFTER_SALE}/save/{orderItemSn}`)),
  ),
  ...notServed(
    [`POST ${AFTER_SALE}/refund/queryRefundEnum`],
    servedBy(same(`GET ${AFTER_SALE}/get/afterSaleReason/{id}`)),
  ),
  ...notServed([`POST ${AFTER_SALE}/refund/list`], servedBy(same(`GET ${AFTER_SALE}/page`))),
  ...notServed([`POST ${AFTER_SALE}/refund/getRefundInfo`], servedBy(same(`GET ${AFTER_SALE}/get/{id}`))),

  // ---- No screen of ours calls it ----
  ...notServed(
    [
      ...under('POST', GOODS, ['saveChooseSku', 'getInfoRangeByUserId', 'userRelatedZt', 'newTelQuery']),
      ...under('POST', ORDER, ['telCheck', 'addressQuery', 'receive/confirm/history', 'getPromiseTips']),
    ],
    noScreen(UNKNOWN_USE),
  ),
  ...notServed(
    [
      ...under('POST', '/buyer/goods/goods', ['getWholeNotice', 'calculateInsure']),
      'GET /common/common/upload/downloadInsureNotice',
      ...under('POST', ORDER, [
        'whole/queryList',
        'whole/queryListCard',
        'whole/queryDetails',
        '{product}CancelWhole',
        'commitOrderWhole',
        'checkNeedUploadLetter',
        'selectWholeLetter',
        'addOrUpdateWholeLetter',
      ]),
    ],
    noScreen(WHOLE_ORDERS),
  ),
  ...notServed(
    under('POST', `${AFTER_SALE}/refund`, ['editStateConfirm', 'editState']),
    noScreen({
      zh: `改变退款的状态（会员用 POST ${AFTER_SALE}/cancel/{id} 撤回申请）`,
      en: `changing a refund's state (a member withdraws a request with POST ${AFTER_SALE}/cancel/{id})`,
    }),
  ),
  ...notServed(
    [`POST ${AFTER_SALE}/revertMessage`],
    noScreen({ zh: '撤回发给客服的留言', en: 'withdrawing a message sent to customer service' }),
  ),
  ...notServed(
    under('POST', '/buyer/member/account', ['pointListForOpen', 'rightListForOpen']),
    noScreen({
      zh: '积分账户页读取 POST /buyer/member/account/getUserPointList',
      en: 'the point-account pages read POST /buyer/member/account/getUserPointList',
    }),
  ),
  ...notServed(
    [
      'GET /buyer/wallet/recharge',
      'GET /buyer/member/withdrawApply',
      'POST /buyer/trade/recharge',
      'POST /buyer/wallet/wallet/withdrawal',
    ],
    noScreen(WALLET_MONEY),
  ),
  ...notServed(
    [
      'GET /buyer/distribution/distribution',
      'POST /buyer/distribution/distribution',
      'GET /buyer/distribution/goods',
      'GET /buyer/distribution/goods/checked/{distributionGoodsId}',
      'GET /buyer/distribution/cash',
      'POST /buyer/distribution/cash',
    ],
    noScreen(DISTRIBUTION),
  ),
  ...notServed(
    ['POST /buyer/other/supplier/redirect/announcement/getBySupplierCode'],
    noScreen({ zh: '供应商公告', en: "a supplier's announcement" }),
  ),
]);

// ---------------------------------------------------------------------------------------------
// Matching a request

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A spec path as a pattern over a request's path: a `{name}` matches one segment's characters. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );

const MATCHERS = SPEC_PATHS.map((spec) => ({ spec, pattern: patternOf(spec.path) }));

/**
 * The spec path a request names (a HEAD as its GET), or undefined. Its query is left out. The
 * not-found handler asks it, so a spec path some route serves never gets here.
 */
export function findSpecPath(method: string, url: string): SpecPath | undefined {
  const asMethod = method === 'HEAD' ? 'GET' : method;
  const path = url.split('?')[0] ?? '';
  return MATCHERS.find(({ spec, pattern }) => spec.method === asMethod && pattern.test(path))?.spec;
}
