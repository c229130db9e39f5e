/**
 * The `{product}` segment of the goods API (`/buyer/goods/goods/{product}/...`). The spec leaves it
 * open; this is the one place it is chosen, shared by the server and the storefront.
 */
export const PRODUCT_SEGMENT = 'welfare';

const GOODS = `/buyer/goods/goods/${PRODUCT_SEGMENT}`;

/** Paths of the buyer API, shared by the server's routes and the storefront's client. */
export const API_PATHS = {
  site: '/common/common/site',
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
  /** Development only: codes the server would have sent (image codes, SMS), newest first; query `to`. */
  devOutbox: '/dev/outbox',
} as const;
