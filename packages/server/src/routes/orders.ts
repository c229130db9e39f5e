import {
  API_PATHS,
  type CheckoutRequest,
  type OrderCancelBody,
  type OrderInvoiceBody,
  type OrderListRequest,
  type OrderPayBody,
  type OrderSnBody,
  type PayPasswordBody,
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
import { commitOrder } from '../services/checkout.ts';
import { requestOrderInvoice } from '../services/invoices.ts';
import {
  cancelOrder,
  deleteOrder,
  getExpressInfo,
  getOrderDetail,
  listOrders,
  receiveOrder,
} from '../services/orders.ts';
import { verifyPayPassword } from '../services/pay-password.ts';
import { checkPayment, payOrder } from '../services/payment.ts';

const LISTS = `${SCHEMA_BASE}api/member-lists.schema.json`;
const TRADE = `${SCHEMA_BASE}api/trade.schema.json`;

const body = (definition: string) => ({ body: { $ref: `${TRADE}#/definitions/${definition}` } });
const snParams = requiredField('sn', { $ref: `${TRADE}#/definitions/orderSn` });

/**
 * The member's orders (spec 02 section 7, POST JSON under /buyer/order/order): list, detail,
 * placing, paying, cancelling, receiving, deleting, the parcel's traces and the order's invoice.
 */
export function registerOrderRoutes(app: FastifyInstance, { db, now, passwordKey }: AppDeps): void {
  // `onRequest`: a guest is refused before the body is parsed or validated.
  const member = { onRequest: requireMember };
  const memberIdOf = (request: FastifyRequest) => memberOf(request).memberId;
  const localeOf = (request: FastifyRequest) => readCaller(request).locale;
  const shopperOf = (request: FastifyRequest): Shopper => {
    const { memberId, oneId } = memberOf(request);
    return { memberId, oneId, locale: localeOf(request), now: now() };
  };

  app.post<{ Body: OrderListRequest }>(
    API_PATHS.orderList,
    { ...member, schema: { body: { $ref: `${LISTS}#/definitions/orderListRequest` } } },
    async (request) => {
      const { pageNumber, pageSize, tag, ...filter } = request.body;
      return ok(await listOrders(db, memberIdOf(request), { pageNumber, pageSize }, tag, filter));
    },
  );

  app.post<{ Body: OrderSnBody }>(
    API_PATHS.orderDetail,
    { ...member, schema: body('orderSnBody') },
    async (request) => ok(await getOrderDetail(db, memberIdOf(request), request.body.sn, localeOf(request))),
  );

  app.post<{ Body: OrderSnBody }>(
    API_PATHS.orderExpress,
    { ...member, schema: body('orderSnBody') },
    async (request) => ok(await getExpressInfo(db, memberIdOf(request), request.body.sn, localeOf(request))),
  );

  app.post<{ Body: CheckoutRequest }>(
    API_PATHS.orderCommit,
    { ...member, schema: body('checkoutRequest') },
    async (request) => ok(await commitOrder(db, shopperOf(request), request.body)),
  );

  app.post<{ Body: OrderSnBody }>(
    API_PATHS.orderCheckPayment,
    { ...member, schema: body('orderSnBody') },
    async (request) =>
      ok(await checkPayment(db, memberIdOf(request), request.body.sn, localeOf(request), now())),
  );

  app.post<{ Body: PayPasswordBody }>(
    API_PATHS.orderPayPasswordCheck,
    { ...member, schema: body('payPasswordBody') },
    async (request) => {
      await verifyPayPassword(db, memberIdOf(request), request.body.password, passwordKey, now());
      return ok(true);
    },
  );

  app.post<{ Body: OrderPayBody }>(
    API_PATHS.orderPay,
    { ...member, schema: body('orderPayBody') },
    async (request) => ok(await payOrder(db, memberIdOf(request), request.body, passwordKey, now())),
  );

  app.post<{ Body: OrderCancelBody }>(
    API_PATHS.orderCancel,
    { ...member, schema: body('orderCancelBody') },
    async (request) => {
      await cancelOrder(db, memberIdOf(request), request.body, now());
      return ok(null);
    },
  );

  app.post<{ Body: OrderSnBody }>(
    API_PATHS.orderReceive,
    { ...member, schema: body('orderSnBody') },
    async (request) => {
      await receiveOrder(db, memberIdOf(request), request.body.sn, now());
      return ok(null);
    },
  );

  app.post<{ Body: OrderInvoiceBody }>(
    API_PATHS.orderInvoice,
    { ...member, schema: body('orderInvoiceBody') },
    async (request) =>
      ok(await requestOrderInvoice(db, memberIdOf(request), request.body.sn, request.body.invoice, now())),
  );

  app.delete<{ Params: { sn: string } }>(
    routeOf(API_PATHS.orderDelete(':sn')),
    { ...member, schema: { params: snParams } },
    async (request) => {
      await deleteOrder(db, memberIdOf(request), request.params.sn, now());
      return ok(null);
    },
  );
}
