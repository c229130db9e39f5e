import { loadBlockRegistry } from '@mall/blocks';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginGate } from './session/LoginGate.tsx';
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

/**
 * The route table (spec 01 section 2). Every route's code is its own chunk (`lazy`); every route
 * has the error element, so a chunk that fails to download lands there and offers a reload.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    // Routes outside the open list ask a guest to log in first (spec 01 sections 2.1 and 4).
    element: <LoginGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        index: true,
        errorElement: <RouteError />,
        lazy: pageRoute(() => import('./routes/home.tsx').then((m) => m.HomeRoute)),
      },
      {
        path: 'login',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/login.tsx').then((m) => m.LoginRoute)),
      },
      {
        path: 'login/:loginRouteName',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/loginEnterprise.tsx').then((m) => m.LoginEnterpriseRoute)),
      },
      // Cards, sign-up, password recovery and the terms pages (all open to guests).
      {
        path: 'initialLogin',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/initialLogin.tsx').then((m) => m.InitialLoginRoute)),
      },
      {
        path: 'signUp',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/signUp.tsx').then((m) => m.SignUpRoute)),
      },
      {
        path: 'forgetPassword',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/forgetPassword.tsx').then((m) => m.ForgetPasswordRoute)),
      },
      {
        path: 'resetPassword',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/resetPassword.tsx').then((m) => m.ResetPasswordRoute)),
      },
      {
        path: 'disposableCard/login',
        errorElement: <RouteError />,
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.login.tsx').then((m) => m.DisposableCardLoginRoute),
        ),
      },
      {
        path: 'disposableCard/login/:loginRouteName',
        errorElement: <RouteError />,
        lazy: lazyRoute(() =>
          import('./routes/disposableCard.login.tsx').then((m) => m.DisposableCardLoginRoute),
        ),
      },
      {
        path: 'ServiceTerms',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/ServiceTerms.tsx').then((m) => m.ServiceTermsRoute)),
      },
      {
        path: 'privacyPolicy',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/privacyPolicy.tsx').then((m) => m.PrivacyPolicyRoute)),
      },
      {
        path: 'userAgreement',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/userAgreement.tsx').then((m) => m.UserAgreementRoute)),
      },
      {
        path: 'friendlyTips',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/friendlyTips.tsx').then((m) => m.FriendlyTipsRoute)),
      },
      {
        path: 'goodsList',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/goodsList.tsx').then((m) => m.GoodsListRoute)),
      },
      {
        path: 'specialGoodsList',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/specialGoodsList.tsx').then((m) => m.SpecialGoodsListRoute)),
      },
      {
        path: 'goodsDetail',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/goodsDetail.tsx').then((m) => m.GoodsDetailRoute)),
      },
      {
        path: 'pointGoodsDetail',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/pointGoodsDetail.tsx').then((m) => m.PointGoodsDetailRoute)),
      },
      {
        path: 'flashBuyGoodsList',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/flashBuyGoodsList.tsx').then((m) => m.FlashBuyGoodsListRoute)),
      },
      {
        path: 'merchant',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/merchant.tsx').then((m) => m.MerchantRoute)),
      },
      // Trading: the cart (also /shoppingCart), the checkout, paying with points, and the result.
      {
        path: 'cart',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/cart.tsx').then((m) => m.CartRoute)),
      },
      {
        path: 'shoppingCart',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/shoppingCart.tsx').then((m) => m.ShoppingCartRoute)),
      },
      {
        path: 'pay',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/pay.tsx').then((m) => m.PayRoute)),
      },
      {
        path: 'payMent',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/payMent.tsx').then((m) => m.PayMentRoute)),
      },
      {
        path: 'payDone',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/payDone.tsx').then((m) => m.PayDoneRoute)),
      },
      // Route paths match whatever their case: the drawers link /home/Favorites, the header /home/favorites.
      {
        path: 'home/favorites',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.favorites.tsx').then((m) => m.FavoritesRoute)),
      },
      {
        path: 'home/MyTracks',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.MyTracks.tsx').then((m) => m.MyTracksRoute)),
      },
      {
        path: 'home/myAddress',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.myAddress.tsx').then((m) => m.MyAddressRoute)),
      },
      {
        path: 'home/addAddress',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.addAddress.tsx').then((m) => m.AddAddressRoute)),
      },
      // Orders and coupons (/home/MyOrder, the drawers' spelling, matches too).
      {
        path: 'home/myOrder',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.myOrder.tsx').then((m) => m.MyOrderRoute)),
      },
      {
        path: 'home/OrderDetail',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.OrderDetail.tsx').then((m) => m.HomeOrderDetailRoute)),
      },
      {
        path: 'orderDetail',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/orderDetail.tsx').then((m) => m.OrderDetailRoute)),
      },
      // After-sale: applying on an order item, the requests, one request.
      {
        path: 'home/onlineAfterSales',
        errorElement: <RouteError />,
        lazy: lazyRoute(() =>
          import('./routes/home.onlineAfterSales.tsx').then((m) => m.OnlineAfterSalesRoute),
        ),
      },
      {
        path: 'home/afterService',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.afterService.tsx').then((m) => m.AfterServiceRoute)),
      },
      {
        path: 'afterServiceDetail',
        errorElement: <RouteError />,
        lazy: lazyRoute(() =>
          import('./routes/afterServiceDetail.tsx').then((m) => m.AfterServiceDetailRoute),
        ),
      },
      {
        path: 'home/Coupons',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/home.Coupons.tsx').then((m) => m.CouponsRoute)),
      },
      {
        path: 'shopEntry',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/shopEntry.tsx').then((m) => m.ShopEntryRoute)),
      },
      {
        path: 'custom',
        errorElement: <RouteError />,
        lazy: pageRoute(() => import('./routes/custom.tsx').then((m) => m.CustomRoute)),
      },
      {
        path: 'special',
        errorElement: <RouteError />,
        lazy: pageRoute(() => import('./routes/special.tsx').then((m) => m.SpecialRoute)),
      },
      {
        path: 'specialOffer',
        errorElement: <RouteError />,
        lazy: pageRoute(() => import('./routes/specialOffer.tsx').then((m) => m.SpecialOfferRoute)),
      },
      {
        path: 'sdm',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/sdm.tsx').then((m) => m.SdmRoute)),
      },
      {
        path: 'notice',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/notice.tsx').then((m) => m.NoticeRoute)),
      },
      {
        path: 'notice/detail',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/notice.detail.tsx').then((m) => m.NoticeDetailRoute)),
      },
      {
        path: 'notice/platformDetail',
        errorElement: <RouteError />,
        lazy: lazyRoute(() =>
          import('./routes/notice.platformDetail.tsx').then((m) => m.NoticePlatformDetailRoute),
        ),
      },
      // @routes:pw
      // @routes:verify
      // @routes:points
      // @routes:shell
      // @routes:packet
      // @routes:help
      {
        path: '*',
        errorElement: <RouteError />,
        lazy: lazyRoute(() => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
      },
    ],
  },
];

/** The browser (history mode) router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
