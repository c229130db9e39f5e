/**
 * The `{product}` segment of the goods API (`/buyer/goods/goods/{product}/...`). The spec leaves it
 * open; this is the one place it is chosen, shared by the server and the storefront.
 */
export const PRODUCT_SEGMENT = 'welfare';

const GOODS = `/buyer/goods/goods/${PRODUCT_SEGMENT}`;

/** Paths of the buyer API, shared by the server's routes and the storefront's client. */
export const API_PATHS = {
  site: '/common/common/site',
  /** The header logo of the member's enterprise (`EnterpriseLogo`: logoPath, subLogoPath); members only. */
  enterpriseLogo: '/buyer/bindEnterLogo/logo',
  /** Page of a platform, enterprise and page type: query pageClientType, platform, oneId, pageType. */
  pageIndex: '/buyer/other/pageData/getIndex',
  /** The public page a guest sees: query pageClientType, platform. */
  pagePublic: '/buyer/other/pageData/getPublic',
  /** A page by id: `/buyer/other/pageData/get/{id}`. */
  pageById: (id: string) => `/buyer/other/pageData/get/${encodeURIComponent(id)}`,
  /** Batched availability of plans and markets (POST JSON). */
  availability: `${GOODS}/plan/permissionsAll`,
  /** Goods of a plan: query planId. */
  planGoods: `${GOODS}/plan/goods`,
  /** Goods of a market: query marketId. */
  marketGoods: `${GOODS}/market/goodslist`,
  /** Jump address of a partner code (POST JSON: code, publicityBusModel, businessType). */
  partnerPath: `${GOODS}/market/login/path`,
  categoryTree: '/buyer/goods/category/getTree',
  /** The top navigation's items for the caller's enterprise (query pageId: and that page's own). */
  navItems: '/buyer/other/pageData/getNavList',
  /** The children of a category (with their subtrees); `0`: the first level. */
  categoryChildren: (id: string) => `/buyer/goods/category/get/${encodeURIComponent(id)}`,
  /** Goods search: keyword, category, brand, price, plan or market, sort and paging. */
  goodsSearch: '/buyer/goods/goods/es',
  /** The brands of a search's goods with their counts (the search's query, less `brandId`). */
  brandList: `${GOODS}/brand-list`,
  /** The categories of a search's goods, every level, with their counts (the search's query, less `categoryId`). */
  categoryCount: `${GOODS}/category-count`,
  /** A SKU's detail: query regionId, planId, marketId. */
  skuDetail: (skuId: string) => `${GOODS}/sku/${encodeURIComponent(skuId)}`,
  /** The detail page's call: the SKU's detail, and with isAdd `1` a footprint of the member's visit. */
  skuDetailPreview: (skuId: string, isAdd: '0' | '1') =>
    `${GOODS}/getProductDetailPreview/${encodeURIComponent(skuId)}/${isAdd}`,
  /** Every SKU of a SKU's goods by spec values, for switching. */
  skuSpecs: (skuId: string) => `${GOODS}/sku/spec/${encodeURIComponent(skuId)}`,
  /** Whether the caller favourited a SKU and how many did: query skuId. */
  collectionInfo: `${GOODS}/collectionInfo`,
  /** A SKU's price in a plan: query planId, skuId. */
  exchangePrice: `${GOODS}/exchangePriceByPlanId`,
  /** Delivery regions under a region (`0`: the provinces). */
  regionChildren: (id: string) => `/common/common/region/item/${encodeURIComponent(id)}`,
  /** Hot search terms shown under the search box on HSHSC (POST; answers a list of terms). */
  searchTerms: `${GOODS}/getSearchTerms`,
  /** A store for /merchant: name, logo, supplier badge, goods count, categories (no token needed). */
  storeDetail: (storeId: string) => `/buyer/store/store/get/detail/${encodeURIComponent(storeId)}`,
  /** Goods cards of some SKUs: query skuIds (up to 50, comma-joined); unknown ones left out. */
  skuCards: `${GOODS}/product/list`,

  // Flash buy and plan lists (spec 02 section 7)
  /** Markets of a type the caller may see: query marketType (`rush`), marketPlatform (`1`/`2`). */
  marketList: `${GOODS}/market/list`,
  /** Every market of a platform the caller may see: query marketPlatform. */
  allMarketList: `${GOODS}/market/all/marketList`,
  /** A page of a market's goods at its prices: query marketId, pageNumber, pageSize. */
  marketGoodsPage: `${GOODS}/market/all/getMarketGoodsList`,
  /** A SKU's detail at a market's price: query marketId, skuId; 404 when the market does not list it. */
  marketProductDetail: `${GOODS}/market/getMarketProductDetail`,
  /** Plans the caller may see (POST JSON: planCaseType?, planId?, marketPlatform?). */
  planList: `${GOODS}/plan`,

  // Passport and session (issue 3)
  /** A picture of a fresh image code for the `uuid` header. */
  imageCode: '/common/common/verify/code/getImageCode',
  /** Password login (form: username, password encrypted, code; headers uuid, clientType PC). */
  userLogin: '/buyer/passport/member/userLogin',
  /** The logged-in member. */
  userInfo: '/buyer/passport/member/getUserInfo',
  /** A new token pair for a refresh token; each refresh token works once. */
  refreshToken: (refreshToken: string) =>
    `/buyer/passport/member/refresh/${encodeURIComponent(refreshToken)}`,
  logout: '/buyer/passport/member/logout',
  /** An enterprise's login page (logo, background, route name) by oneId or route name. */
  enterpriseLoginPage: (id: string) => `/buyer/other/enterLoginPageRelations/${encodeURIComponent(id)}`,
  /** The login platform of an enterprise (spec 01 section 7's lookup by oneId): `LoginPlatform`, its `loginUrl`. */
  loginPlatform: (oneId: string) => `/buyer/other/loginPlatform/${encodeURIComponent(oneId)}`,
  /** Development only: codes the server would have sent (image codes, SMS), newest first; query `to`. */
  devOutbox: '/dev/outbox',
  /**
   * POST JSON `{ sn? }` (development only): the warehouse and courier move paid orders one step on
   * (PAID -> UNDELIVERED -> DELIVERED) and service decides open after-sale requests, so the whole
   * lifecycle can be shown. Without `sn`, every member's orders move.
   */
  devFulfil: '/dev/fulfil',

  // Single sign-on (issue 25 item 2, spec 01 section 4, spec 03 section 7)
  /** Where an enterprise's members log in through single sign-on: `SsoLoginUrl`; 404 for one without. */
  ssoLoginUrl: (oneId: string) => `/buyer/member/account/sso/auth/login/url/${encodeURIComponent(oneId)}`,
  /** The identity provider's signed code exchanged once for a login (form or JSON `SsoLoginRequest`): `TokenPair`. */
  enterpriseSsoLogin: '/buyer/passport/member/enterpriseSsoLogin',
  /** Password login on an enterprise's own login page: `LoginRequest` with `oneId` required; `TokenPair`. */
  enterpriseLogin: '/buyer/passport/member/enterpriseLogin',
  /** The member an identity provider's token names (`SsoTokenRequest`): `SsoUser`. */
  ssoUserByToken: '/buyer/member/account/notlogin/getUserByToken',
  /** The welfare cards of the member an identity provider's token names (`SsoTokenRequest`): `MemberCard[]`. */
  ssoCardByToken: '/buyer/member/account/notlogin/getCardByToken',
  /** The authorization server bound to an enterprise (`SsoSettingsRequest`): `SsoSettings` or null. */
  ssoSettings: '/buyer/bindEnterAs/getAs',
  /**
   * Development only: the identity provider of the SSO tenants (OIDC-style authorization code): GET
   * the login page (query `redirect_uri`, `state`, `ui_locales`), POST the form; it redirects to
   * `redirect_uri` with `code` and `state`.
   */
  devIdpAuthorize: (oneId: string) => `/dev/idp/${encodeURIComponent(oneId)}/authorize`,

  // Cards, sign-up and password recovery
  /** Welfare-card login (form: cardNo, password encrypted, code = image code; header uuid). */
  cardLogin: '/buyer/member/account/cardLogin',
  /** The disposable (YCXK) cards of a phone (form: phonenumber, code = SMS code, oneId?). */
  disposableCardList: '/buyer/passport/member/getCardListByPhone',
  /** Disposable-card login (form: phonenumber, code = SMS code, cardNo). */
  ycxkPhoneLogin: '/buyer/passport/member/ycxkPhoneLogin',
  /** Sign up by binding an unbound welfare card; answers a token pair. */
  registerBindCard: '/buyer/member/account/notlogin/anonymous/registerBindCard',
  /** Sends an SMS code (form: phonenumber or username, function, type, code = image code). */
  sendSmsCode: '/buyer/member/account/notlogin/forgetPasswordSendCode',
  /** Checks an SMS code without spending it (form: phonenumber or username, function, code). */
  checkSmsCode: '/buyer/member/account/notlogin/checkSendCode',
  /** The masked mobile a member's recovery code goes to (form: username). */
  userContact: '/buyer/member/account/notlogin/getUserContactByLoginName',
  /** A new login password with the recovery SMS code (form: username, code, newPassword encrypted). */
  resetPassword: '/buyer/member/account/notlogin/resetPassword',

  // Side toolbar drawers
  /** The member's cart (GET: `skuList`); POST form `skuId`, `num` adds to it. */
  cart: '/buyer/trade/carts',
  cartAll: '/buyer/trade/carts/all',
  /** How many units the cart holds (a number). */
  cartCount: '/buyer/trade/carts/count',
  /** DELETE with query `skuIds`, the key repeated for each SKU. */
  cartRemove: '/buyer/trade/carts/sku/remove',
  /** A page of the member's orders (POST JSON: pageNumber, pageSize, tag). */
  orderList: '/buyer/order/order/queryList_new',
  /** Coupons the member may claim (query pageNumber, pageSize). */
  couponList: '/buyer/promotion/coupon',
  /** Claims a coupon, once per member. */
  couponReceive: (couponId: string) => `/buyer/promotion/coupon/receive/${encodeURIComponent(couponId)}`,
  /** The member's favourites of a type (query pageNumber, pageSize); only GOODS so far. */
  collection: (type: 'GOODS') => `/buyer/member/collection/${type}`,
  /** POST: favourites a SKU; a second time is refused. */
  collectionAdd: (type: 'GOODS', id: string) =>
    `/buyer/member/collection/add/${type}/${encodeURIComponent(id)}`,
  /** Whether the member favourited a SKU (a boolean). */
  isCollection: (type: 'GOODS', id: string) =>
    `/buyer/member/collection/isCollection/${type}/${encodeURIComponent(id)}`,
  /** Cancels a favourite (DELETE). */
  collectionDelete: (type: 'GOODS', id: string) =>
    `/buyer/member/collection/delete/${type}/${encodeURIComponent(id)}`,
  /** Goods the member viewed, most recent first (query pageNumber, pageSize; answers a list). */
  footprints: '/buyer/member/footprint',
  /** DELETE: the footprints of these ids (comma-joined), all or none. */
  footprintsDelete: (ids: readonly string[]) =>
    `/buyer/member/footprint/delByIds/${ids.map(encodeURIComponent).join(',')}`,

  // Notices and popups
  /** A page of notices (query pageNumber, pageSize, noticeType EP|PF, noticeRange); EP only the caller's. */
  noticeList: '/buyer/message/notice/getNoticeList',
  /** One notice with its HTML content (query id); an EP notice of another enterprise is not found. */
  notice: '/buyer/message/notice/getNotice',
  /** The newest popup the member may see (form: popupType, popupFrequency, popupRange), or null. */
  latestPopup: '/buyer/message/popupWindow/getLatestPopup',
  /** Whether the member chose not to see a popup again (form: popupId). */
  popupCancelStatus: '/buyer/message/popupWindow/getCancelStatus',
  /** Records "don't show again" for a popup (form: popupId). */
  insertPopupCancelStatus: '/buyer/message/popupWindow/insertCancelStatus',

  // Store settlement (/shopEntry)
  /** The member's application to open a store (a `StoreApplication`), or null before they start one. */
  storeApply: '/buyer/store/store/apply',
  /** PUT JSON `StoreApplyCompany`: saves the company step (starts the application as a draft). */
  storeApplyCompany: '/buyer/store/store/apply/first',
  /** PUT JSON `StoreApplyFinance`: saves the finance step, after the company step. */
  storeApplyFinance: '/buyer/store/store/apply/second',
  /** PUT JSON `StoreApplyStore`: saves the store step and submits the application for review. */
  storeApplyStore: '/buyer/store/store/apply/third',

  // The member's address book (/home/myAddress, /home/addAddress)
  /** GET: a page of the member's addresses (query pageNumber, pageSize 1-50), the default first; POST JSON `MemberAddressInput` adds one. */
  address: '/buyer/member/address',
  /** One of the member's addresses; another member's answers as an unknown one. */
  addressGet: (id: string) => `/buyer/member/address/get/${encodeURIComponent(id)}`,
  /** PUT JSON `MemberAddressInput`: replaces one of the member's addresses. */
  addressEdit: (id: string) => `/buyer/member/address/${encodeURIComponent(id)}`,
  /** DELETE: removes one of the member's addresses; removing the default makes the newest left the default. */
  addressDelete: (id: string) => `/buyer/member/address/delById/${encodeURIComponent(id)}`,
  /** The member's default address, or null. */
  addressDefault: '/buyer/member/address/get/default',
  /** Whether the member has at least one address (a boolean). */
  addressValid: '/buyer/member/address/valid',

  // Cart and checkout (/cart, /pay). Cart writes take a form or JSON body; each answers the cart after it.
  /** DELETE: empties the cart. */
  cartClear: '/buyer/trade/carts',
  /** The ticked lines, or one SKU bought now (query skuId and num), priced for checkout (query addressId, couponId, both optional): a `CheckoutView`. */
  cartChecked: '/buyer/trade/carts/checked',
  /** POST `checked`: ticks or unticks every line. */
  cartCheckAll: '/buyer/trade/carts/sku/checked',
  /** POST `checked`: ticks or unticks the lines of one store. */
  cartCheckStore: (storeId: string) => `/buyer/trade/carts/store/${encodeURIComponent(storeId)}`,
  /** POST `checked`: ticks or unticks one line. */
  cartCheckSku: (skuId: string) => `/buyer/trade/carts/sku/checked/${encodeURIComponent(skuId)}`,
  /** POST `num`: sets the quantity of one line. */
  cartSkuNum: (skuId: string) => `/buyer/trade/carts/sku/num/${encodeURIComponent(skuId)}`,
  /** POST `skuId`, `newSkuId`: moves a line to another spec of the same goods. */
  cartUpdateSpec: '/buyer/trade/carts/sku/updateSpec',
  /** POST JSON `{ skuList: [{ skuId, num }] }`: adds several goods at once, all or none (buy again). */
  cartAddGoodsList: '/buyer/trade/carts/addGoodsList',
  /** POST JSON `{}`: whether the ticked lines may be ordered together (a `PlanExchangeCheck`). */
  cartCheckPlanMaxExchange: '/buyer/trade/carts/checkPlanMaxExchange',
  /** The member's addresses, each with whether the ticked goods (or the SKU bought now: query skuId and num) are delivered there. */
  cartShippingAddress: '/buyer/trade/carts/shippingAddress',
  /** POST JSON `CheckoutRequest`: every check of placing the order, writing nothing. */
  orderPreCheck: '/buyer/order/order/preCheck/payment',

  // Orders (POST JSON unless noted)
  /** `CheckoutRequest`: places an order of the ticked lines, reserving their stock (an `OrderPlaced`). */
  orderCommit: '/buyer/order/order/commitOrder',
  /** `{ sn }`: what paying an order will take, and the member's balance (a `PaymentCheck`). */
  orderCheckPayment: '/buyer/order/order/check/payment',
  /** `{ password }` (encrypted): whether it is the member's pay password. */
  orderPayPasswordCheck: '/buyer/order/order/payPwdCheck',
  /** `{ sn, password }` (encrypted): pays an order with welfare points (a `PaymentResult`). */
  orderPay: '/buyer/order/order/orderSettlePay',
  /** `{ sn }`: one of the member's orders in full (an `OrderDetail`). */
  orderDetail: '/buyer/order/order/queryDetails_new',
  /** `{ sn, reason }`: cancels an order not yet shipped, returning its stock, coupon and points. */
  orderCancel: `/buyer/order/order/${PRODUCT_SEGMENT}Cancel`,
  /** `{ sn }`: the member received a shipped order. */
  orderReceive: '/buyer/order/order/receive/confirm',
  /** DELETE: removes a cancelled or completed order from the member's list. */
  orderDelete: (sn: string) => `/buyer/order/order/${encodeURIComponent(sn)}`,
  /** `{ sn }`: the courier and the parcel's traces (a `LogisticsInfo`). */
  orderExpress: '/buyer/order/order/getExpressInfo',
  /** `OrderInvoiceBody`: asks for the invoice of an order that has none yet (the `OrderInvoice`). */
  orderInvoice: '/buyer/order/order/invoice',

  // Pay password
  /** Whether the member has set a pay password (a boolean). */
  walletCheck: '/buyer/passport/member/wallet/check',
  /** POST `{ password }` (encrypted): sets the first pay password. */
  walletSetPassword: '/buyer/passport/member/wallet/set-password',
  /** POST `{ oldPassword, newPassword }` (encrypted): changes the pay password. */
  payPassword: '/buyer/member/account/payPwd',

  // The member's coupons (/home/Coupons)
  /** The member's claimed coupons (query status NEW|USED|EXPIRE, pageNumber, pageSize). */
  memberCoupons: '/buyer/promotion/coupon/getCoupons',

  // After-sale (/home/afterService, /afterServiceDetail)
  /** A page of the member's after-sale requests (query pageNumber, pageSize). */
  afterSaleList: '/buyer/order/afterSale/page',
  /** What may be asked for an order item: service types, most units, refund (an `AfterSaleApplyInfo`). */
  afterSaleApplyInfo: (orderItemSn: string) =>
    `/buyer/order/afterSale/applyAfterSaleInfo/${encodeURIComponent(orderItemSn)}`,
  /** The reasons offered for a service type. */
  afterSaleReasons: (serviceType: string) =>
    `/buyer/order/afterSale/get/afterSaleReason/${encodeURIComponent(serviceType)}`,
  /** POST JSON `AfterSaleRequest`: applies for after-sale on an order item. */
  afterSaleSave: (orderItemSn: string) => `/buyer/order/afterSale/save/${encodeURIComponent(orderItemSn)}`,
  /** One of the member's requests (an `AfterSaleDetail`). */
  afterSaleDetail: (sn: string) => `/buyer/order/afterSale/get/${encodeURIComponent(sn)}`,
  /** What happened to a request, oldest first. */
  afterSaleLog: (sn: string) => `/buyer/order/afterSale/get/getAfterSaleLog/${encodeURIComponent(sn)}`,
  /** POST: withdraws a request still in review or approved. */
  afterSaleCancel: (sn: string) => `/buyer/order/afterSale/cancel/${encodeURIComponent(sn)}`,
  /** POST JSON `{ logisticsCompany, logisticsNo }`: the member sent the goods back. */
  afterSaleDelivery: (sn: string) => `/buyer/order/afterSale/delivery/${encodeURIComponent(sn)}`,
  /** The courier companies a return may be sent back with (`LogisticsCompanyPage`; query `LogisticsQuery`). */
  logisticsCompanies: '/buyer/other/logistics',
  /** Messages with customer service about a request (query afterSaleSn). */
  afterSaleMessages: '/buyer/order/afterSale/getEmployeeMessageRecordList',
  /** POST JSON `{ afterSaleSn, content }` (at most 300 characters): a message to customer service. */
  afterSaleSendMessage: '/buyer/order/afterSale/submitMessageRecord',
  /** How many service replies the member has not read (a number). */
  afterSaleUnread: '/buyer/order/afterSale/noResponseNum',

  // Complaints
  /** GET: a page of the member's complaints; POST JSON `ComplaintRequest` files one. */
  complaints: '/buyer/order/complain',
  /** One of the member's complaints with its messages. */
  complaint: (id: string) => `/buyer/order/complain/${encodeURIComponent(id)}`,
  /** PUT: withdraws a complaint not yet closed. */
  complaintCancel: (id: string) => `/buyer/order/complain/status/${encodeURIComponent(id)}`,
  /** POST JSON `{ complainId, content }`: a message about a complaint. */
  complaintMessage: '/buyer/order/complain/communication',

  // Goods reviews ("evaluation")
  /** GET: a page of the member's own reviews; POST JSON `EvaluationRequest` reviews an item of a completed order. */
  evaluations: '/buyer/member/evaluation',
  /** One of the member's own reviews. */
  evaluation: (id: string) => `/buyer/member/evaluation/get/${encodeURIComponent(id)}`,
  /** A page of a goods' reviews with their count and average, names masked (query pageNumber, pageSize; no token needed). */
  goodsEvaluations: (goodsId: string) =>
    `/buyer/member/evaluation/${encodeURIComponent(goodsId)}/goodsEvaluation`,
  // Login and pay passwords of a logged-in member (/home/loginPassword, /home/payPassword, the reminder)
  /** POST JSON `LoginPasswordChange` (both encrypted): a new login password; ends the member's other sessions. */
  updateLoginPassword: '/buyer/member/info/auth/updatePassword',
  /** POST JSON `MemberSmsCodeRequest`: an SMS code to the member's own mobile (answers `SmsCodeSent`). */
  sendMemberSmsCode: '/buyer/passport/member/sendCodeWithCountLimit',
  // Forced verification, privacy consent, profile and bound cards (member-profile.schema.json), all POST JSON
  /** `VerifyStatus`: what the member has verified and what their enterprise requires. */
  verifyStatus: '/buyer/passport/member/getVerifyStatus',
  /** `VerifyCodeRequest` (image code first): an SMS or mail code for the verification dialog. */
  sendVerifyCode: '/buyer/passport/member/sendSmsWithVerify',
  /** `VerifyUserInfoRequest`: stores the mobile and/or e-mail as verified with their codes. */
  verifyUserInfo: '/buyer/passport/member/verifyUserInfo',
  /** `PrivacyConsentStatus`: whether the privacy popup is due. */
  privacyConsentStatus: '/buyer/member/info/privacyConsent/status',
  /** `PrivacyConsentRequest`: both boxes ticked; the popup is not shown again. */
  privacyConsentAccept: '/buyer/member/info/privacyConsent/accept',
  /** `MemberDetail` (code, mobile, e-mail encrypted). */
  memberDetail: '/buyer/member/info/getUserDetail',
  /** `MemberUpdateRequest`: the nickname (and encrypted code, mobile, e-mail). */
  memberUpdate: '/buyer/member/info/updateUser',
  /** `MemberCard[]`: the welfare cards bound to the member. */
  memberCards: '/buyer/member/account/cardList',
  /** `BindCardRequest`: binds an unbound card of the member's enterprise. */
  bindCard: '/buyer/member/account/bundOrderCard',
  // Point accounts, their history and the wallet (/home/myAccount, /home/accountDetails,
  // /home/pointTypeDetail, /home/MoneyManagement); members only.
  /** POST JSON `PointAccountQuery` (accountType 0): the member's point accounts and their totals. */
  pointAccountList: '/buyer/member/account/getUserPointList',
  /** GET (query pageNumber, pageSize 1-50, classType?): a page of the accounts' history, newest first. */
  pointHistoryPage: '/buyer/member/account/getByPage',
  /** GET (query classType): one point type's account and what came in and went out of it. */
  pointTypeHistory: '/buyer/member/account/getMemberPointsHistoryVO',
  /** POST JSON `PointUseQuery`: a page of the orders paid with points and their refunds, newest first. */
  pointUseQuery: '/buyer/member/account/pointUseQuery',
  /** GET: the member's assets: spendable points, the other accounts, unused coupons. */
  wallet: '/buyer/wallet/wallet',
  /** GET (query pageNumber, pageSize 1-50): a page of the welfare-points ledger, newest first. */
  walletLog: '/buyer/wallet/log',
  // Shell-card booking (/Shelli, /fitList, /recordList), all POST JSON, members only.
  /** The days of the booking window with their slots and places left (pageNum, pageSize up to 100). */
  shellBookDates: '/buyer/member/shellBook/getCanBoolDateList',
  /** The member's cards on a day (validDate, pageNum, pageSize up to 1000): booked, can book, can cancel. */
  shellBookCards: '/buyer/member/shellBook/getCanBookList',
  /** Books a card for a day and slot (`ShellBookInput`); one booking per card and day. */
  shellBook: '/buyer/member/shellBook/book',
  /** Cancels a booking (id) before its day. */
  shellCancel: '/buyer/member/shellBook/cancal',
  /** The member's bookings, booked and cancelled, the latest operation first (pageNum, pageSize). */
  shellBookRecords: '/buyer/member/shellBook/userBookRecord',
  /** The member's cards with what and where they fit and their validity (pageNum, pageSize). */
  shellCards: '/buyer/member/shellBook/memberCards',
  // Red packets (the home page's red-packet game); POST, bodies below.
  /** POST (no body): whether the member has a red packet to receive now (a `RedPacketPermission`). */
  packetPermissions: '/buyer/member/packet/permissions',
  /** POST (no body): the batch to play for, or null (a `RedPacketBatch`). */
  packetQuery: '/buyer/member/packet/packetQuery',
  /** POST JSON `RedPacketReceiveRequest`: receives the batch's packet once; answers the `RedPacketReceipt`. */
  packetReceive: '/buyer/member/packet/packetReceive',
  // Messages and suggestions (/home/message)
  /** GET: a page of the member's station messages (query pageNumber, pageSize 1-50), unread first. */
  memberMessages: '/buyer/message/member',
  /** PUT marks one of the member's station messages read; DELETE removes it. Another member's: 404. */
  memberMessage: (id: string) => `/buyer/message/member/${encodeURIComponent(id)}`,
  /** POST JSON `LeaveMessageRequest`: leaves a message or suggestion for the service. */
  userLeaveMessage: '/buyer/message/userLeaveMessage',
  /** GET: a page of the messages the member left, with the service's replies (query pageNumber, pageSize). */
  userMessages: '/buyer/message/getUserMessages',
  // Help centre articles (no token)
  /** A page of articles (query pageNumber, pageSize, categoryId, keyword). */
  articleList: '/buyer/other/article',
  /** The article categories, in their order. */
  articleCategories: '/buyer/other/article/articleCategory/list',
  /** One article with its HTML body. */
  articleGet: (id: string) => `/buyer/other/article/get/${encodeURIComponent(id)}`,
  // Flexible benefits (/benefitYear, /benefitQuarter, /yearOptionSelection, /home/multipleChoice,
  // the records, /familyInfo); members only.
  /** GET: `BenefitPermission`, whether a year's and a quarter's choice are open (isYear, isQuarter). */
  benefitPermission: '/buyer/benefit/permission',
  /** GET (query periodKind YEAR or QUARTER): the enterprise's online plan cases of that kind. */
  benefitPlanCases: '/buyer/benefit/planCases',
  /** GET: one plan case with its options (`BenefitPlanCaseDetail`); another enterprise's: 404. */
  benefitPlanCase: (id: string) => `/buyer/benefit/planCase/${encodeURIComponent(id)}`,
  /** GET (query planCaseId): null, or code 3000005 when the member holds a live choice of it already. */
  benefitChooseCheck: '/buyer/benefit/chooseCheck',
  /** POST JSON `BenefitChooseInput`: confirms a choice; a second live one answers code 3000005. */
  benefitChoose: '/buyer/benefit/choose',
  /** GET (query periodKind, pageNumber, pageSize 1-50): the member's choices, newest first. */
  benefitRecords: '/buyer/benefit/records',
  /** GET: the member's family members; POST JSON `FamilyMemberInput` adds one (at most 10). */
  familyMembers: '/buyer/benefit/family',
  /** PUT JSON `FamilyMemberInput` replaces one of the member's family members; DELETE removes it. */
  familyMember: (id: string) => `/buyer/benefit/family/${encodeURIComponent(id)}`,
  // Flexible benefit orders (/flexibleBenefitOrder, /flexibleBenefitDetail,
  // /flexibleBenefitgGoodsDetail); members only.
  /** GET (query status ALL or one status, pageNumber, pageSize): a page of the member's benefit orders. */
  benefitOrderList: '/buyer/benefit/order/list',
  /** GET: one of the member's benefit orders (`BenefitOrderDetail`); another member's: 404. */
  benefitOrder: (sn: string) => `/buyer/benefit/order/${encodeURIComponent(sn)}`,
  /** POST: cancels an order not yet sent while its plan case's window is open; answers the detail. */
  benefitOrderCancel: (sn: string) => `/buyer/benefit/order/${encodeURIComponent(sn)}/cancel`,
  /** POST: the member received a sent order (DELIVERED to COMPLETED); answers the detail. */
  benefitOrderReceive: (sn: string) => `/buyer/benefit/order/${encodeURIComponent(sn)}/receive`,
  /** GET: the goods behind an option of the member's enterprise (`BenefitGoodsDetail`); another's: 404. */
  benefitOption: (optionId: string) => `/buyer/benefit/option/${encodeURIComponent(optionId)}`,
  // The redemption mall of a disposable (YCXK) card (/disposableCard/*); the card's member only.
  /** GET: `DisposableCardSession`, the session's card with its balance and status; null for an ordinary member. */
  ycxkCard: '/buyer/disposable-card/card',
  /** GET (query keyword, pageNumber, pageSize): a page of the card's range at its prices. */
  ycxkGoods: '/buyer/disposable-card/goods',
  /** GET (query skuId): one goods of the card's range with its pictures. */
  ycxkGoodsDetail: '/buyer/disposable-card/goods/detail',
  /** GET: the card's cart; POST JSON {skuId, num} adds units; PUT sets a line's units. */
  ycxkCart: '/buyer/disposable-card/cart',
  /** DELETE: takes one SKU out of the card's cart. */
  ycxkCartLine: (skuId: string) => `/buyer/disposable-card/cart/${encodeURIComponent(skuId)}`,
  /** POST JSON {addressId, remark}: places the whole cart; GET (query sn): one of the card's orders. */
  ycxkOrder: '/buyer/disposable-card/order',
  /** GET: the card's orders, newest first. */
  ycxkOrders: '/buyer/disposable-card/orders',
  /** GET (query sn): what paying takes and forfeits; POST JSON {sn}: pays with the card and uses it up. */
  ycxkPay: '/buyer/disposable-card/pay',
  /** Flash-sale sessions of /seckill (running, next 7 days, ended in the last day): query marketPlatform. */
  seckillSessions: `${GOODS}/seckill/sessions`,
  /** A page of a flash-sale session's goods with flash price and stock: query marketId, pageNumber, pageSize. */
  seckillGoods: `${GOODS}/seckill/goods`,
} as const;
