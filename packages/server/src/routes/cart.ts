import {
  API_PATHS,
  type CartAddGoodsListBody,
  type CartAddRequest,
  type CartCheckedBody,
  type CartNumBody,
  type CartRemoveQuery,
  type CartUpdateSpecBody,
  type CheckoutQuery,
  type ShippingAddressQuery,
  type CheckoutRequest,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import type { Shopper } from '../services/cart-lines.ts';
import { checkPlans, loadCartLines } from '../services/cart-lines.ts';
import {
  addGoodsListToCart,
  addToCart,
  changeCartSpec,
  clearCart,
  countCart,
  removeFromCart,
  setCartNum,
  tickCart,
  viewCart,
} from '../services/cart.ts';
import { directLineOf, preCheckOrder, shippingAddresses, viewCheckout } from '../services/checkout.ts';

const LISTS = `${SCHEMA_BASE}api/member-lists.schema.json`;
const TRADE = `${SCHEMA_BASE}api/trade.schema.json`;

// `onRequest`, not `preHandler`: a guest is refused before the body is parsed or validated, so a
// caller without a session learns nothing about the input rules.

const skuParams = requiredField('skuId', { $ref: `${LISTS}#/definitions/skuId` });
const storeParams = requiredField('storeId', { type: 'string', maxLength: 64 });

/** `true` for `true` or the text `'true'` (a form field). */
const isTicked = ({ checked }: CartCheckedBody): boolean => checked === true || checked === 'true';

/** The cart's calls (spec 02 section 7): every write answers the whole cart after it. */
export function registerCartRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const shopperOf = (request: FastifyRequest): Shopper => {
    const { memberId, oneId } = memberOf(request);
    return { memberId, oneId, locale: readCaller(request).locale, now: now() };
  };
  const cartOf = (request: FastifyRequest) => viewCart(db, shopperOf(request));
  const member = { onRequest: requireMember };

  app.get(API_PATHS.cartAll, member, async (request) => ok(await cartOf(request)));

  app.get(API_PATHS.cartCount, member, async (request) =>
    ok(await countCart(db, memberOf(request).memberId)),
  );

  app.post<{ Body: CartAddRequest }>(
    API_PATHS.cart,
    { ...member, schema: { body: { $ref: `${LISTS}#` } } },
    async (request) => {
      const { skuId, num } = request.body;
      await addToCart(db, memberOf(request).memberId, skuId, Number(num));
      return ok(null);
    },
  );

  app.delete(API_PATHS.cartClear, member, async (request) => {
    await clearCart(db, memberOf(request).memberId);
    return ok(await cartOf(request));
  });

  app.delete<{ Querystring: CartRemoveQuery }>(
    API_PATHS.cartRemove,
    { ...member, schema: { querystring: { $ref: `${LISTS}#/definitions/cartRemoveQuery` } } },
    async (request) => {
      const { skuIds } = request.query;
      await removeFromCart(db, memberOf(request).memberId, typeof skuIds === 'string' ? [skuIds] : skuIds);
      return ok(await cartOf(request));
    },
  );

  const checkedBody = { body: { $ref: `${TRADE}#/definitions/cartCheckedBody` } };

  app.post<{ Body: CartCheckedBody }>(
    API_PATHS.cartCheckAll,
    { ...member, schema: checkedBody },
    async (request) => {
      await tickCart(db, memberOf(request).memberId, { all: true }, isTicked(request.body));
      return ok(await cartOf(request));
    },
  );

  app.post<{ Body: CartCheckedBody; Params: { storeId: string } }>(
    routeOf(API_PATHS.cartCheckStore(':storeId')),
    { ...member, schema: { ...checkedBody, params: storeParams } },
    async (request) => {
      await tickCart(
        db,
        memberOf(request).memberId,
        { storeId: request.params.storeId },
        isTicked(request.body),
      );
      return ok(await cartOf(request));
    },
  );

  app.post<{ Body: CartCheckedBody; Params: { skuId: string } }>(
    routeOf(API_PATHS.cartCheckSku(':skuId')),
    { ...member, schema: { ...checkedBody, params: skuParams } },
    async (request) => {
      await tickCart(db, memberOf(request).memberId, { skuId: request.params.skuId }, isTicked(request.body));
      return ok(await cartOf(request));
    },
  );

  app.post<{ Body: CartNumBody; Params: { skuId: string } }>(
    routeOf(API_PATHS.cartSkuNum(':skuId')),
    { ...member, schema: { body: { $ref: `${TRADE}#/definitions/cartNumBody` }, params: skuParams } },
    async (request) => {
      await setCartNum(db, memberOf(request).memberId, request.params.skuId, Number(request.body.num));
      return ok(await cartOf(request));
    },
  );

  app.post<{ Body: CartUpdateSpecBody }>(
    API_PATHS.cartUpdateSpec,
    { ...member, schema: { body: { $ref: `${TRADE}#/definitions/cartUpdateSpecBody` } } },
    async (request) => {
      await changeCartSpec(db, memberOf(request).memberId, request.body.skuId, request.body.newSkuId);
      return ok(await cartOf(request));
    },
  );

  app.post<{ Body: CartAddGoodsListBody }>(
    API_PATHS.cartAddGoodsList,
    { ...member, schema: { body: { $ref: `${TRADE}#/definitions/cartAddGoodsListBody` } } },
    async (request) => {
      await addGoodsListToCart(db, memberOf(request).memberId, request.body.skuList);
      return ok(await cartOf(request));
    },
  );

  app.post(API_PATHS.cartCheckPlanMaxExchange, member, async (request) => {
    const shopper = shopperOf(request);
    return ok(checkPlans(await loadCartLines(db, shopper, { checkedOnly: true }), shopper.locale));
  });

  app.get<{ Querystring: ShippingAddressQuery }>(
    API_PATHS.cartShippingAddress,
    { ...member, schema: { querystring: { $ref: `${TRADE}#/definitions/shippingAddressQuery` } } },
    async (request) => ok(await shippingAddresses(db, shopperOf(request), directLineOf(request.query))),
  );

  app.get<{ Querystring: CheckoutQuery }>(
    API_PATHS.cartChecked,
    { ...member, schema: { querystring: { $ref: `${TRADE}#/definitions/checkoutQuery` } } },
    async (request) => ok(await viewCheckout(db, shopperOf(request), request.query)),
  );

  app.post<{ Body: CheckoutRequest }>(
    API_PATHS.orderPreCheck,
    { ...member, schema: { body: { $ref: `${TRADE}#/definitions/checkoutRequest` } } },
    async (request) => {
      await preCheckOrder(db, shopperOf(request), request.body);
      return ok(null);
    },
  );
}
