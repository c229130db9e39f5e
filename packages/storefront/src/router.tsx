import { loadBlockRegistry } from '@mall/blocks';
import type { ComponentType } from 'react';
import { createBrowserRouter, ScrollRestoration, type RouteObject } from 'react-router';
import { MemberCentreLayout } from './shell/member-centre/MemberCentreLayout.tsx';
import { ACCOUNT_ROUTE_HANDLE } from './session/account-routes.ts';
import { LoginGate } from './session/LoginGate.tsx';
import { NicknameEditorSlot } from './member-profile/NicknameEditorSlot.tsx';
import { DocumentTitle } from './shell/DocumentTitle.tsx';
import { RouteError } from './shell/RouteError.tsx';
import { RouteLoading } from './shell/RouteLoading.tsx';
import { discoverRoutesIn, numberRoutes, routesOfPage } from './route-discovery.ts';

/**
 * A route's `lazy` that never rejects: a chunk that fails to download becomes a component that
 * throws the download error, so the route's own error element shows it. (React Router renders
 * nothing at all when the first route's `lazy` rejects: the route keeps its `lazy` and is cut off.)
 */
export function lazyRoute(load: () => Promise<ComponentType>): NonNullable<RouteObject['lazy']> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: function FailedRoute(): never {
          throw error;
        },
      };
    }
  };
}

/**
 * `lazyRoute` for a route that shows a configured page: the block index starts downloading with the
 * route's code, before the page data is even asked for, so the blocks never wait for it.
 */
function pageRoute(load: () => Promise<ComponentType>): NonNullable<RouteObject['lazy']> {
  return lazyRoute(() => {
    void loadBlockRegistry();
    return load();
  });
}

/** A row of the route table: the route's path, and how its code is loaded. */
type RouteRow = readonly [path: string, load: () => Promise<ComponentType>];

/** The rows of a route table as routes, each its own chunk loaded through `lazyOf`. Defaults to `lazyRoute`. */
function lazyRoutes(rows: readonly RouteRow[], lazyOf = lazyRoute): RouteObject[] {
  return rows.map(([path, load]) => ({ path, lazy: lazyOf(load) }));
}

/** Gives every route of `routes`, however deep, the error element, unless it names its own. */
function withRouteErrors(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    errorElement: <RouteError />,
    ...route,
    ...(route.children ? { children: withRouteErrors(route.children) } : {}),
  })) as RouteObject[];
}

/**
 * The route table (spec 01 section 2). Every route's code is its own chunk (`lazy`); every route
 * has the error element (`withRouteErrors`), so a chunk that fails to download lands there and
 * offers a reload; and its place in the table as its id (`numberRoutes`, below).
 */
const routeTable: RouteObject[] = withRouteErrors([
  {
    path: '/',
    // Routes outside the open list ask a guest to log in first (spec 01 sections 2.1 and 4).
    element: (
      <>
        <DocumentTitle />
        {/* A new page opens at its top, back and forward return to where it was (positions kept per
            history entry, in sessionStorage, so a reload keeps them too); a page's own query changes
            keep the place through useInPageSearchParams. Renders nothing, on the server as well. */}
        <ScrollRestoration />
        <LoginGate />
        <NicknameEditorSlot />
      </>
    ),
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        index: true,
        lazy: pageRoute(() =>
          import('./routes/home.tsx').then((m) => {
            m.prefetchHomePage();
            return m.HomeRoute;
          }),
        ),
      },
      ...lazyRoutes([
        ['login', () => import('./routes/login.tsx').then((m) => m.LoginRoute)],
        [
          'login/:loginRouteName',
          () => import('./routes/loginEnterprise.tsx').then((m) => m.LoginEnterpriseRoute),
        ],
        // Where an SSO tenant's identity provider sends the member back (spec 01 section 4).
        ['sso/callback', () => import('./routes/sso.callback.tsx').then((m) => m.SsoCallbackRoute)],
        // Cards, sign-up, password recovery and the terms pages (all open to guests).
        ['initialLogin', () => import('./routes/initialLogin.tsx').then((m) => m.InitialLoginRoute)],
        ['signUp', () => import('./routes/signUp.tsx').then((m) => m.SignUpRoute)],
        ['forgetPassword', () => import('./routes/forgetPassword.tsx').then((m) => m.ForgetPasswordRoute)],
        ['resetPassword', () => import('./routes/resetPassword.tsx').then((m) => m.ResetPasswordRoute)],
        [
          'disposableCard/login',
          () => import('./routes/disposableCard.login.tsx').then((m) => m.DisposableCardLoginRoute),
        ],
        [
          'disposableCard/login/:loginRouteName',
          () => import('./routes/disposableCard.login.tsx').then((m) => m.DisposableCardLoginRoute),
        ],
        ['ServiceTerms', () => import('./routes/ServiceTerms.tsx').then((m) => m.ServiceTermsRoute)],
        ['privacyPolicy', () => import('./routes/privacyPolicy.tsx').then((m) => m.PrivacyPolicyRoute)],
        ['userAgreement', () => import('./routes/userAgreement.tsx').then((m) => m.UserAgreementRoute)],
        ['friendlyTips', () => import('./routes/friendlyTips.tsx').then((m) => m.FriendlyTipsRoute)],
        ['goodsList', () => import('./routes/goodsList.tsx').then((m) => m.GoodsListRoute)],
        [
          'specialGoodsList',
          () => import('./routes/specialGoodsList.tsx').then((m) => m.SpecialGoodsListRoute),
        ],
        ['goodsDetail', () => import('./routes/goodsDetail.tsx').then((m) => m.GoodsDetailRoute)],
        [
          'pointGoodsDetail',
          () => import('./routes/pointGoodsDetail.tsx').then((m) => m.PointGoodsDetailRoute),
        ],
        [
          'flashBuyGoodsList',
          () => import('./routes/flashBuyGoodsList.tsx').then((m) => m.FlashBuyGoodsListRoute),
        ],
        ['merchant', () => import('./routes/merchant.tsx').then((m) => m.MerchantRoute)],
        // Trading: the cart (also /shoppingCart), the checkout, paying with points, and the result.
        ['cart', () => import('./routes/cart.tsx').then((m) => m.CartRoute)],
        ['shoppingCart', () => import('./routes/shoppingCart.tsx').then((m) => m.ShoppingCartRoute)],
        ['pay', () => import('./routes/pay.tsx').then((m) => m.PayRoute)],
        ['payMent', () => import('./routes/payMent.tsx').then((m) => m.PayMentRoute)],
        ['payDone', () => import('./routes/payDone.tsx').then((m) => m.PayDoneRoute)],
      ]),
      // The member centre (issue 22): one layout route over its pages, which gives each the member centre's
      // left menu (member-centre/). The help pages under /home keep their own service menu, below. Route
      // paths match whatever their case: the drawers link /home/Favorites and /home/MyOrder.
      {
        path: 'home',
        // Not a chunk of its own: a context provider only; the menu comes with PageFrame's chunk.
        Component: MemberCentreLayout,
        // Account pages: the login gate also asks for a known username (spec 01 section 4).
        handle: ACCOUNT_ROUTE_HANDLE,
        children: [
          {
            index: true,
            lazy: lazyRoute(() => import('./routes/home.index.tsx').then((m) => m.HomeIndexRoute)),
          },
          ...lazyRoutes([
            ['favorites', () => import('./routes/home.favorites.tsx').then((m) => m.FavoritesRoute)],
            ['MyTracks', () => import('./routes/home.MyTracks.tsx').then((m) => m.MyTracksRoute)],
            ['myAddress', () => import('./routes/home.myAddress.tsx').then((m) => m.MyAddressRoute)],
            ['addAddress', () => import('./routes/home.addAddress.tsx').then((m) => m.AddAddressRoute)],
            ['myOrder', () => import('./routes/home.myOrder.tsx').then((m) => m.MyOrderRoute)],
            [
              'OrderDetail',
              () => import('./routes/home.OrderDetail.tsx').then((m) => m.HomeOrderDetailRoute),
            ],
            [
              'onlineAfterSales',
              () => import('./routes/home.onlineAfterSales.tsx').then((m) => m.OnlineAfterSalesRoute),
            ],
            ['afterService', () => import('./routes/home.afterService.tsx').then((m) => m.AfterServiceRoute)],
            ['Coupons', () => import('./routes/home.Coupons.tsx').then((m) => m.CouponsRoute)],
            [
              'loginPassword',
              () => import('./routes/home.loginPassword.tsx').then((m) => m.LoginPasswordRoute),
            ],
            ['payPassword', () => import('./routes/home.payPassword.tsx').then((m) => m.PayPasswordRoute)],
            ['profile', () => import('./routes/home.profile.tsx').then((m) => m.ProfileRoute)],
            ['bindingCard', () => import('./routes/home.bindingCard.tsx').then((m) => m.BindingCardRoute)],
            ['myAccount', () => import('./routes/home.myAccount.tsx').then((m) => m.MyAccountRoute)],
            [
              'accountDetails',
              () => import('./routes/home.accountDetails.tsx').then((m) => m.AccountDetailsRoute),
            ],
            [
              'pointTypeDetail',
              () => import('./routes/home.pointTypeDetail.tsx').then((m) => m.PointTypeDetailRoute),
            ],
            [
              'MoneyManagement',
              () => import('./routes/home.MoneyManagement.tsx').then((m) => m.MoneyManagementRoute),
            ],
            ['message', () => import('./routes/home.message.tsx').then((m) => m.MessageRoute)],
            [
              'multipleChoice',
              () => import('./routes/home.multipleChoice.tsx').then((m) => m.MultipleChoiceRoute),
            ],
            [
              'benefitYearRecord',
              () => import('./routes/home.benefitYearRecord.tsx').then((m) => m.BenefitYearRecordRoute),
            ],
            [
              'benefitQuarterRecord',
              () => import('./routes/home.benefitQuarterRecord.tsx').then((m) => m.BenefitQuarterRecordRoute),
            ],
          ]),
        ],
      },
      // An order's detail outside the member centre.
      ...lazyRoutes([
        ['orderDetail', () => import('./routes/orderDetail.tsx').then((m) => m.OrderDetailRoute)],
        // After-sale: applying on an order item, the requests, one request.
        [
          'afterServiceDetail',
          () => import('./routes/afterServiceDetail.tsx').then((m) => m.AfterServiceDetailRoute),
        ],
        ['shopEntry', () => import('./routes/shopEntry.tsx').then((m) => m.ShopEntryRoute)],
      ]),
      // Configured pages: the block index downloads with the route's code.
      ...lazyRoutes(
        [
          ['custom', () => import('./routes/custom.tsx').then((m) => m.CustomRoute)],
          ['special', () => import('./routes/special.tsx').then((m) => m.SpecialRoute)],
          ['specialOffer', () => import('./routes/specialOffer.tsx').then((m) => m.SpecialOfferRoute)],
        ],
        pageRoute,
      ),
      ...lazyRoutes([
        ['sdm', () => import('./routes/sdm.tsx').then((m) => m.SdmRoute)],
        ['notice', () => import('./routes/notice.tsx').then((m) => m.NoticeRoute)],
        ['notice/detail', () => import('./routes/notice.detail.tsx').then((m) => m.NoticeDetailRoute)],
        [
          'notice/platformDetail',
          () => import('./routes/notice.platformDetail.tsx').then((m) => m.NoticePlatformDetailRoute),
        ],
        // Shell-card booking: the notice, booking, the cards, the records.
        ['shelliNotice', () => import('./routes/shelliNotice.tsx').then((m) => m.ShelliNoticeRoute)],
        ['Shelli', () => import('./routes/Shelli.tsx').then((m) => m.ShelliRoute)],
        ['fitList', () => import('./routes/fitList.tsx').then((m) => m.FitListRoute)],
        ['recordList', () => import('./routes/recordList.tsx').then((m) => m.RecordListRoute)],
        // Help centre, the member centre's service pages, and the remaining simple routes.
        [
          'accountCenter/shoppingGuide',
          () => import('./routes/accountCenter.shoppingGuide.tsx').then((m) => m.ShoppingGuideRoute),
        ],
        [
          'accountCenter/contactUs',
          () => import('./routes/accountCenter.contactUs.tsx').then((m) => m.ContactUsRoute),
        ],
        [
          'accountCenter/subAfterService',
          () => import('./routes/accountCenter.subAfterService.tsx').then((m) => m.SubAfterServiceRoute),
        ],
        [
          'accountCenter/delivery',
          () => import('./routes/accountCenter.delivery.tsx').then((m) => m.DeliveryRoute),
        ],
        [
          'accountCenter/subJingdongRefundStandard',
          () =>
            import('./routes/accountCenter.subJingdongRefundStandard.tsx').then(
              (m) => m.SubJingdongRefundStandardRoute,
            ),
        ],
        [
          'accountCenter/subSuningRefundStandard',
          () =>
            import('./routes/accountCenter.subSuningRefundStandard.tsx').then(
              (m) => m.SubSuningRefundStandardRoute,
            ),
        ],
        [
          'accountCenter/businessCooperation',
          () =>
            import('./routes/accountCenter.businessCooperation.tsx').then((m) => m.BusinessCooperationRoute),
        ],
        [
          'home/customerService',
          () => import('./routes/home.customerService.tsx').then((m) => m.CustomerServiceRoute),
        ],
        [
          'home/frequentlyQuestion',
          () => import('./routes/home.frequentlyQuestion.tsx').then((m) => m.FrequentlyQuestionRoute),
        ],
        [
          'home/UserAgreement',
          () => import('./routes/home.UserAgreement.tsx').then((m) => m.HomeUserAgreementRoute),
        ],
        [
          'home/privacyAgreement',
          () => import('./routes/home.privacyAgreement.tsx').then((m) => m.PrivacyAgreementRoute),
        ],
        [
          'home/returnAddress',
          () => import('./routes/home.returnAddress.tsx').then((m) => m.ReturnAddressRoute),
        ],
        [
          'home/jingdongRefundStandard',
          () => import('./routes/home.jingdongRefundStandard.tsx').then((m) => m.JingdongRefundStandardRoute),
        ],
        [
          'home/suningRefundStandard',
          () => import('./routes/home.suningRefundStandard.tsx').then((m) => m.SuningRefundStandardRoute),
        ],
        // `home/{product}RefundStandard` with PRODUCT_SEGMENT ('welfare'); help-centre/help-routes.test.tsx checks they agree.
        [
          'home/welfareRefundStandard',
          () => import('./routes/home.welfareRefundStandard.tsx').then((m) => m.ProductRefundStandardRoute),
        ],
        [
          'home/wyRefundStandard',
          () => import('./routes/home.wyRefundStandard.tsx').then((m) => m.WyRefundStandardRoute),
        ],
        ['article', () => import('./routes/article.tsx').then((m) => m.ArticleRoute)],
        ['article/detail', () => import('./routes/article.detail.tsx').then((m) => m.ArticleDetailRoute)],
        ['PointMall', () => import('./routes/PointMall.tsx').then((m) => m.PointMallRoute)],
        ['qrpay', () => import('./routes/qrpay.tsx').then((m) => m.QrPayRoute)],
        ['qpLogout', () => import('./routes/qpLogout.tsx').then((m) => m.QpLogoutRoute)],
        [
          'loginInterception',
          () => import('./routes/loginInterception.tsx').then((m) => m.LoginInterceptionRoute),
        ],
        ['pages/error/index', () => import('./routes/pages.error.index.tsx').then((m) => m.ErrorPageRoute)],
        // Flexible benefits: the year and quarter choices, their records, the family members.
        ['benefitYear', () => import('./routes/benefitYear.tsx').then((m) => m.BenefitYearRoute)],
        ['benefitQuarter', () => import('./routes/benefitQuarter.tsx').then((m) => m.BenefitQuarterRoute)],
        [
          'yearOptionSelection',
          () => import('./routes/yearOptionSelection.tsx').then((m) => m.YearOptionSelectionRoute),
        ],
        ['familyInfo', () => import('./routes/familyInfo.tsx').then((m) => m.FamilyInfoRoute)],
        // Flexible benefit orders: the list, one order, an option's goods.
        [
          'flexibleBenefitOrder',
          () => import('./routes/flexibleBenefitOrder.tsx').then((m) => m.FlexibleBenefitOrderRoute),
        ],
        [
          'flexibleBenefitDetail',
          () => import('./routes/flexibleBenefitDetail.tsx').then((m) => m.FlexibleBenefitDetailRoute),
        ],
        [
          'flexibleBenefitgGoodsDetail',
          () =>
            import('./routes/flexibleBenefitgGoodsDetail.tsx').then((m) => m.FlexibleBenefitGoodsDetailRoute),
        ],
        // The disposable-card redemption mall: open routes (a visitor without a card is asked to log in with one).
        [
          'disposableCard/GoodsList',
          () => import('./routes/disposableCard.GoodsList.tsx').then((m) => m.DisposableCardGoodsListRoute),
        ],
        [
          'disposableCard/disposableCardGoodsDetail',
          () =>
            import('./routes/disposableCard.disposableCardGoodsDetail.tsx').then(
              (m) => m.DisposableCardGoodsDetailRoute,
            ),
        ],
        [
          'disposableCard/Cart',
          () => import('./routes/disposableCard.Cart.tsx').then((m) => m.DisposableCardCartRoute),
        ],
        [
          'disposableCard/Order',
          () => import('./routes/disposableCard.Order.tsx').then((m) => m.DisposableCardOrderRoute),
        ],
        [
          'disposableCard/Pay',
          () => import('./routes/disposableCard.Pay.tsx').then((m) => m.DisposableCardPayRoute),
        ],
        [
          'disposableCard/OrderDetail',
          () =>
            import('./routes/disposableCard.OrderDetail.tsx').then((m) => m.DisposableCardOrderDetailRoute),
        ],
        [
          'disposableCard/Address',
          () => import('./routes/disposableCard.Address.tsx').then((m) => m.DisposableCardAddressRoute),
        ],
        [
          'disposableCard/Explanation',
          () =>
            import('./routes/disposableCard.Explanation.tsx').then((m) => m.DisposableCardExplanationRoute),
        ],
        ['seckill', () => import('./routes/seckill.tsx').then((m) => m.SeckillRoute)],
        ['*', () => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)],
      ]),
    ],
  },
]);

/** The route table, each route with its id. */
export const appRoutes: RouteObject[] = numberRoutes(routeTable);

/** The router the app runs on (the browser's, or a memory router in tests). */
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The browser (history mode) router of the app. Given the ids of the routes of the page it starts
 * on (`pageRouteIds`), it knows only those at first and finds the others as navigations need them
 * (route-discovery.ts says why); without, the whole table.
 */
export function createAppRouter(startIds?: readonly string[] | null) {
  const routes = startIds ? routesOfPage(appRoutes, startIds) : null;
  if (!routes) return createBrowserRouter(appRoutes);
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutesIn(appRoutes) });
}
