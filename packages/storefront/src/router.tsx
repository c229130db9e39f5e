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
 * offers a reload.
 */
export const appRoutes: RouteObject[] = withRouteErrors([
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
      {
        path: 'login',
        lazy: lazyRoute(() => import('./routes/login.tsx').then((m) => m.LoginRoute)),
      },
      {
        path: 'login/:loginRouteName',
        lazy: lazyRoute(() => import('./routes/loginEnterprise.tsx').then((m) => m.LoginEnterpriseRoute)),
      },
      {
        // Where an SSO tenant's identity provider sends the member back (spec 01 section 4).
        path: 'sso/callback',
        lazy: lazyRoute(() => import('./routes/sso.callback.tsx').then((m) => m.SsoCallbackRoute)),
      },
      // Cards, sign-up, password recovery and the terms pages (all open to guests).
      {
        path: 'initialLogin',
        lazy: lazyRoute(() => import('./routes/initialLogin.tsx').then((m) => m.InitialLoginRoute)),
      },
      {
        path: 'signUp',
        lazy: lazyRoute(() => import('./routes/signUp.tsx').then((m) => m.SignUpRoute)),
      },
      {
        path: 'forgetPassword',
        lazy: lazyRoute(() => import('./routes/forgetPassword.tsx').then((m) => m.ForgetPasswordRoute)),
      },
      {
        path: 'resetPassword',
        lazy: lazyRoute(() => import('./routes/resetPassword.tsx').then((m) => m.ResetPasswordRoute)),
      },
      {
        path: 'disposableCard/login',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.login.tsx').then((m) => m.DisposableCardLoginRoute),
        ),
      },
      {
        path: 'disposableCard/login/:loginRouteName',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.login.tsx').then((m) => m.DisposableCardLoginRoute),
        ),
      },
      {
        path: 'ServiceTerms',
        lazy: lazyRoute(() => import('./routes/ServiceTerms.tsx').then((m) => m.ServiceTermsRoute)),
      },
      {
        path: 'privacyPolicy',
        lazy: lazyRoute(() => import('./routes/privacyPolicy.tsx').then((m) => m.PrivacyPolicyRoute)),
      },
      {
        path: 'userAgreement',
        lazy: lazyRoute(() => import('./routes/userAgreement.tsx').then((m) => m.UserAgreementRoute)),
      },
      {
        path: 'friendlyTips',
        lazy: lazyRoute(() => import('./routes/friendlyTips.tsx').then((m) => m.FriendlyTipsRoute)),
      },
      {
        path: 'goodsList',
        lazy: lazyRoute(() => import('./routes/goodsList.tsx').then((m) => m.GoodsListRoute)),
      },
      {
        path: 'specialGoodsList',
        lazy: lazyRoute(() => import('./routes/specialGoodsList.tsx').then((m) => m.SpecialGoodsListRoute)),
      },
      {
        path: 'goodsDetail',
        lazy: lazyRoute(() => import('./routes/goodsDetail.tsx').then((m) => m.GoodsDetailRoute)),
      },
      {
        path: 'pointGoodsDetail',
        lazy: lazyRoute(() => import('./routes/pointGoodsDetail.tsx').then((m) => m.PointGoodsDetailRoute)),
      },
      {
        path: 'flashBuyGoodsList',
        lazy: lazyRoute(() => import('./routes/flashBuyGoodsList.tsx').then((m) => m.FlashBuyGoodsListRoute)),
      },
      {
        path: 'merchant',
        lazy: lazyRoute(() => import('./routes/merchant.tsx').then((m) => m.MerchantRoute)),
      },
      // Trading: the cart (also /shoppingCart), the checkout, paying with points, and the result.
      {
        path: 'cart',
        lazy: lazyRoute(() => import('./routes/cart.tsx').then((m) => m.CartRoute)),
      },
      {
        path: 'shoppingCart',
        lazy: lazyRoute(() => import('./routes/shoppingCart.tsx').then((m) => m.ShoppingCartRoute)),
      },
      {
        path: 'pay',
        lazy: lazyRoute(() => import('./routes/pay.tsx').then((m) => m.PayRoute)),
      },
      {
        path: 'payMent',
        lazy: lazyRoute(() => import('./routes/payMent.tsx').then((m) => m.PayMentRoute)),
      },
      {
        path: 'payDone',
        lazy: lazyRoute(() => import('./routes/payDone.tsx').then((m) => m.PayDoneRoute)),
      },
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
          {
            path: 'favorites',
            lazy: lazyRoute(() => import('./routes/home.favorites.tsx').then((m) => m.FavoritesRoute)),
          },
          {
            path: 'MyTracks',
            lazy: lazyRoute(() => import('./routes/home.MyTracks.tsx').then((m) => m.MyTracksRoute)),
          },
          {
            path: 'myAddress',
            lazy: lazyRoute(() => import('./routes/home.myAddress.tsx').then((m) => m.MyAddressRoute)),
          },
          {
            path: 'addAddress',
            lazy: lazyRoute(() => import('./routes/home.addAddress.tsx').then((m) => m.AddAddressRoute)),
          },
          {
            path: 'myOrder',
            lazy: lazyRoute(() => import('./routes/home.myOrder.tsx').then((m) => m.MyOrderRoute)),
          },
          {
            path: 'OrderDetail',
            lazy: lazyRoute(() =>
              import('./routes/home.OrderDetail.tsx').then((m) => m.HomeOrderDetailRoute),
            ),
          },
          {
            path: 'onlineAfterSales',
            lazy: lazyRoute(() =>
              import('./routes/home.onlineAfterSales.tsx').then((m) => m.OnlineAfterSalesRoute),
            ),
          },
          {
            path: 'afterService',
            lazy: lazyRoute(() => import('./routes/home.afterService.tsx').then((m) => m.AfterServiceRoute)),
          },
          {
            path: 'Coupons',
            lazy: lazyRoute(() => import('./routes/home.Coupons.tsx').then((m) => m.CouponsRoute)),
          },
          {
            path: 'loginPassword',
            lazy: lazyRoute(() =>
              import('./routes/home.loginPassword.tsx').then((m) => m.LoginPasswordRoute),
            ),
          },
          {
            path: 'payPassword',
            lazy: lazyRoute(() => import('./routes/home.payPassword.tsx').then((m) => m.PayPasswordRoute)),
          },
          {
            path: 'profile',
            lazy: lazyRoute(() => import('./routes/home.profile.tsx').then((m) => m.ProfileRoute)),
          },
          {
            path: 'bindingCard',
            lazy: lazyRoute(() => import('./routes/home.bindingCard.tsx').then((m) => m.BindingCardRoute)),
          },
          {
            path: 'myAccount',
            lazy: lazyRoute(() => import('./routes/home.myAccount.tsx').then((m) => m.MyAccountRoute)),
          },
          {
            path: 'accountDetails',
            lazy: lazyRoute(() =>
              import('./routes/home.accountDetails.tsx').then((m) => m.AccountDetailsRoute),
            ),
          },
          {
            path: 'pointTypeDetail',
            lazy: lazyRoute(() =>
              import('./routes/home.pointTypeDetail.tsx').then((m) => m.PointTypeDetailRoute),
            ),
          },
          {
            path: 'MoneyManagement',
            lazy: lazyRoute(() =>
              import('./routes/home.MoneyManagement.tsx').then((m) => m.MoneyManagementRoute),
            ),
          },
          {
            path: 'message',
            lazy: lazyRoute(() => import('./routes/home.message.tsx').then((m) => m.MessageRoute)),
          },
          {
            path: 'multipleChoice',
            lazy: lazyRoute(() =>
              import('./routes/home.multipleChoice.tsx').then((m) => m.MultipleChoiceRoute),
            ),
          },
          {
            path: 'benefitYearRecord',
            lazy: lazyRoute(() =>
              import('./routes/home.benefitYearRecord.tsx').then((m) => m.BenefitYearRecordRoute),
            ),
          },
          {
            path: 'benefitQuarterRecord',
            lazy: lazyRoute(() =>
              import('./routes/home.benefitQuarterRecord.tsx').then((m) => m.BenefitQuarterRecordRoute),
            ),
          },
        ],
      },
      // An order's detail outside the member centre.
      {
        path: 'orderDetail',
        lazy: lazyRoute(() => import('./routes/orderDetail.tsx').then((m) => m.OrderDetailRoute)),
      },
      // After-sale: applying on an order item, the requests, one request.
      {
        path: 'afterServiceDetail',
        lazy: lazyRoute(() =>
          import('./routes/afterServiceDetail.tsx').then((m) => m.AfterServiceDetailRoute),
        ),
      },
      {
        path: 'shopEntry',
        lazy: lazyRoute(() => import('./routes/shopEntry.tsx').then((m) => m.ShopEntryRoute)),
      },
      {
        path: 'custom',
        lazy: pageRoute(() => import('./routes/custom.tsx').then((m) => m.CustomRoute)),
      },
      {
        path: 'special',
        lazy: pageRoute(() => import('./routes/special.tsx').then((m) => m.SpecialRoute)),
      },
      {
        path: 'specialOffer',
        lazy: pageRoute(() => import('./routes/specialOffer.tsx').then((m) => m.SpecialOfferRoute)),
      },
      {
        path: 'sdm',
        lazy: lazyRoute(() => import('./routes/sdm.tsx').then((m) => m.SdmRoute)),
      },
      {
        path: 'notice',
        lazy: lazyRoute(() => import('./routes/notice.tsx').then((m) => m.NoticeRoute)),
      },
      {
        path: 'notice/detail',
        lazy: lazyRoute(() => import('./routes/notice.detail.tsx').then((m) => m.NoticeDetailRoute)),
      },
      {
        path: 'notice/platformDetail',
        lazy: lazyRoute(() =>
          import('./routes/notice.platformDetail.tsx').then((m) => m.NoticePlatformDetailRoute),
        ),
      },
      // Shell-card booking: the notice, booking, the cards, the records.
      {
        path: 'shelliNotice',
        lazy: lazyRoute(() => import('./routes/shelliNotice.tsx').then((m) => m.ShelliNoticeRoute)),
      },
      {
        path: 'Shelli',
        lazy: lazyRoute(() => import('./routes/Shelli.tsx').then((m) => m.ShelliRoute)),
      },
      {
        path: 'fitList',
        lazy: lazyRoute(() => import('./routes/fitList.tsx').then((m) => m.FitListRoute)),
      },
      {
        path: 'recordList',
        lazy: lazyRoute(() => import('./routes/recordList.tsx').then((m) => m.RecordListRoute)),
      },
      // Help centre, the member centre's service pages, and the remaining simple routes.
      {
        path: 'accountCenter/shoppingGuide',
        lazy: lazyRoute(() =>
          import('./routes/accountCenter.shoppingGuide.tsx').then((m) => m.ShoppingGuideRoute),
        ),
      },
      {
        path: 'accountCenter/contactUs',
        lazy: lazyRoute(() => import('./routes/accountCenter.contactUs.tsx').then((m) => m.ContactUsRoute)),
      },
      {
        path: 'accountCenter/subAfterService',
        lazy: lazyRoute(() =>
          import('./routes/accountCenter.subAfterService.tsx').then((m) => m.SubAfterServiceRoute),
        ),
      },
      {
        path: 'accountCenter/delivery',
        lazy: lazyRoute(() => import('./routes/accountCenter.delivery.tsx').then((m) => m.DeliveryRoute)),
      },
      {
        path: 'accountCenter/subJingdongRefundStandard',
        lazy: lazyRoute(() =>
          import('./routes/accountCenter.subJingdongRefundStandard.tsx').then(
            (m) => m.SubJingdongRefundStandardRoute,
          ),
        ),
      },
      {
        path: 'accountCenter/subSuningRefundStandard',
        lazy: lazyRoute(() =>
          import('./routes/accountCenter.subSuningRefundStandard.tsx').then(
            (m) => m.SubSuningRefundStandardRoute,
          ),
        ),
      },
      {
        path: 'accountCenter/businessCooperation',
        lazy: lazyRoute(() =>
          import('./routes/accountCenter.businessCooperation.tsx').then((m) => m.BusinessCooperationRoute),
        ),
      },
      {
        path: 'home/customerService',
        lazy: lazyRoute(() =>
          import('./routes/home.customerService.tsx').then((m) => m.CustomerServiceRoute),
        ),
      },
      {
        path: 'home/frequentlyQuestion',
        lazy: lazyRoute(() =>
          import('./routes/home.frequentlyQuestion.tsx').then((m) => m.FrequentlyQuestionRoute),
        ),
      },
      {
        path: 'home/UserAgreement',
        lazy: lazyRoute(() =>
          import('./routes/home.UserAgreement.tsx').then((m) => m.HomeUserAgreementRoute),
        ),
      },
      {
        path: 'home/privacyAgreement',
        lazy: lazyRoute(() =>
          import('./routes/home.privacyAgreement.tsx').then((m) => m.PrivacyAgreementRoute),
        ),
      },
      {
        path: 'home/returnAddress',
        lazy: lazyRoute(() => import('./routes/home.returnAddress.tsx').then((m) => m.ReturnAddressRoute)),
      },
      {
        path: 'home/jingdongRefundStandard',
        lazy: lazyRoute(() =>
          import('./routes/home.jingdongRefundStandard.tsx').then((m) => m.JingdongRefundStandardRoute),
        ),
      },
      {
        path: 'home/suningRefundStandard',
        lazy: lazyRoute(() =>
          import('./routes/home.suningRefundStandard.tsx').then((m) => m.SuningRefundStandardRoute),
        ),
      },
      {
        // `home/{product}RefundStandard` with PRODUCT_SEGMENT ('welfare'); help-centre/help-routes.test.tsx checks they agree.
        path: 'home/welfareRefundStandard',
        lazy: lazyRoute(() =>
          import('./routes/home.welfareRefundStandard.tsx').then((m) => m.ProductRefundStandardRoute),
        ),
      },
      {
        path: 'home/wyRefundStandard',
        lazy: lazyRoute(() =>
          import('./routes/home.wyRefundStandard.tsx').then((m) => m.WyRefundStandardRoute),
        ),
      },
      {
        path: 'article',
        lazy: lazyRoute(() => import('./routes/article.tsx').then((m) => m.ArticleRoute)),
      },
      {
        path: 'article/detail',
        lazy: lazyRoute(() => import('./routes/article.detail.tsx').then((m) => m.ArticleDetailRoute)),
      },
      {
        path: 'PointMall',
        lazy: lazyRoute(() => import('./routes/PointMall.tsx').then((m) => m.PointMallRoute)),
      },
      {
        path: 'qrpay',
        lazy: lazyRoute(() => import('./routes/qrpay.tsx').then((m) => m.QrPayRoute)),
      },
      {
        path: 'qpLogout',
        lazy: lazyRoute(() => import('./routes/qpLogout.tsx').then((m) => m.QpLogoutRoute)),
      },
      {
        path: 'loginInterception',
        lazy: lazyRoute(() => import('./routes/loginInterception.tsx').then((m) => m.LoginInterceptionRoute)),
      },
      {
        path: 'pages/error/index',
        lazy: lazyRoute(() => import('./routes/pages.error.index.tsx').then((m) => m.ErrorPageRoute)),
      },
      // Flexible benefits: the year and quarter choices, their records, the family members.
      {
        path: 'benefitYear',
        lazy: lazyRoute(() => import('./routes/benefitYear.tsx').then((m) => m.BenefitYearRoute)),
      },
      {
        path: 'benefitQuarter',
        lazy: lazyRoute(() => import('./routes/benefitQuarter.tsx').then((m) => m.BenefitQuarterRoute)),
      },
      {
        path: 'yearOptionSelection',
        lazy: lazyRoute(() =>
          import('./routes/yearOptionSelection.tsx').then((m) => m.YearOptionSelectionRoute),
        ),
      },
      {
        path: 'familyInfo',
        lazy: lazyRoute(() => import('./routes/familyInfo.tsx').then((m) => m.FamilyInfoRoute)),
      },
      // Flexible benefit orders: the list, one order, an option's goods.
      {
        path: 'flexibleBenefitOrder',
        lazy: lazyRoute(() =>
          import('./routes/flexibleBenefitOrder.tsx').then((m) => m.FlexibleBenefitOrderRoute),
        ),
      },
      {
        path: 'flexibleBenefitDetail',
        lazy: lazyRoute(() =>
          import('./routes/flexibleBenefitDetail.tsx').then((m) => m.FlexibleBenefitDetailRoute),
        ),
      },
      {
        path: 'flexibleBenefitgGoodsDetail',
        lazy: lazyRoute(() =>
          import('./routes/flexibleBenefitgGoodsDetail.tsx').then((m) => m.FlexibleBenefitGoodsDetailRoute),
        ),
      },
      // The disposable-card redemption mall: open routes (a visitor without a card is asked to log in with one).
      {
        path: 'disposableCard/GoodsList',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.GoodsList.tsx').then((m) => m.DisposableCardGoodsListRoute),
        ),
      },
      {
        path: 'disposableCard/disposableCardGoodsDetail',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.disposableCardGoodsDetail.tsx').then(
            (m) => m.DisposableCardGoodsDetailRoute,
          ),
        ),
      },
      {
        path: 'disposableCard/Cart',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.Cart.tsx').then((m) => m.DisposableCardCartRoute),
        ),
      },
      {
        path: 'disposableCard/Order',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.Order.tsx').then((m) => m.DisposableCardOrderRoute),
        ),
      },
      {
        path: 'disposableCard/Pay',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.Pay.tsx').then((m) => m.DisposableCardPayRoute),
        ),
      },
      {
        path: 'disposableCard/OrderDetail',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.OrderDetail.tsx').then((m) => m.DisposableCardOrderDetailRoute),
        ),
      },
      {
        path: 'disposableCard/Address',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.Address.tsx').then((m) => m.DisposableCardAddressRoute),
        ),
      },
      {
        path: 'disposableCard/Explanation',
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.Explanation.tsx').then((m) => m.DisposableCardExplanationRoute),
        ),
      },
      {
        path: 'seckill',
        lazy: lazyRoute(() => import('./routes/seckill.tsx').then((m) => m.SeckillRoute)),
      },
      {
        path: '*',
        lazy: lazyRoute(() => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
      },
    ],
  },
]);

/** The router the app runs on (the browser's, or a memory router in tests). */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The browser (history mode) router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
