// The routes that carry a title (spec 01 section 2.3): the tab shows it before the site's name.
// Keys are lower-case paths, as the route table matches paths case-insensitively; the values are
// keys of the storefront catalogue (shell-messages.ts).

const TITLE_KEYS: Readonly<Record<string, string>> = {
  '/login': 'routeTitle.login',
  '/signup': 'routeTitle.signUp',
  '/serviceterms': 'routeTitle.serviceTerms',
  '/forgetpassword': 'routeTitle.forgetPassword',
  '/resetpassword': 'routeTitle.resetPassword',
  '/initiallogin': 'routeTitle.initialLogin',
  '/friendlytips': 'routeTitle.friendlyTips',
  '/privacypolicy': 'routeTitle.privacyPolicy',
  '/useragreement': 'routeTitle.userAgreement',
  '/sdm': 'routeTitle.maintenance',
  '/goodsdetail': 'routeTitle.goodsDetail',
  '/pointgoodsdetail': 'routeTitle.pointGoods',
  '/cart': 'routeTitle.cart',
  '/shoppingcart': 'routeTitle.cart',
  '/pay': 'routeTitle.checkout',
  '/pointmall': 'routeTitle.pointMall',
  '/article': 'routeTitle.helpCentre',
  '/article/detail': 'routeTitle.helpCentre',
  '/notice': 'routeTitle.notices',
  '/notice/detail': 'routeTitle.noticeDetail',
  '/notice/platformdetail': 'routeTitle.noticeDetail',
  '/shopentry': 'routeTitle.shopEntry',
  '/flashbuygoodslist': 'routeTitle.flashSale',
  '/seckill': 'routeTitle.flashSale',
  '/orderdetail': 'routeTitle.orderDetail',
  '/home/orderdetail': 'routeTitle.orderDetail',
  '/merchant': 'routeTitle.shop',
};

/** The catalogue key of a route's title, or null for a route without one. */
export function routeTitleKey(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  // An enterprise's own login page (/login/acme) and the disposable-card login are logins too.
  if (path.startsWith('/login/') || path.startsWith('/disposablecard/login')) return TITLE_KEYS['/login']!;
  return TITLE_KEYS[path] ?? null;
}

/** The tab's title: the route's title before the site's name, or the site's name alone. */
export function documentTitle(routeTitle: string | null, siteName: string): string {
  return routeTitle ? `${routeTitle} - ${siteName}` : siteName;
}
