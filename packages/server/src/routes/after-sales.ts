import {
  API_PATHS,
  type AfterSaleDeliveryBody,
  type AfterSaleMessageBody,
  type AfterSaleMessageQuery,
  type AfterSaleRequest,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { registerMemberList } from '../http/member-list-route.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { isServerRender } from '../http/page-render-mark.ts';
import { routeOf } from '../http/route-of.ts';
import { formRouteOptions } from '../http/worded-body-error.ts';
import { getApplyInfo, listReasons } from '../services/after-sale-eligibility.ts';
import {
  countUnreadReplies,
  listAfterSaleMessages,
  sendAfterSaleMessage,
} from '../services/after-sale-messages.ts';
import { getAfterSale, getAfterSaleLog, listAfterSales } from '../services/after-sale-reads.ts';
import { applyAfterSale, cancelAfterSale, deliverAfterSale } from '../services/after-sale-writes.ts';
import { afterSaleInputError } from '../services/after-sales-input.ts';
import { registerComplaintRoutes } from './complaints.ts';

/** Where the after-sale definitions are. */
const AFTER_SALE_SCHEMA = `${SCHEMA_BASE}api/after-sale.schema.json`;

/** A write's route options, by its definition: members only, a broken body refused in its words. */
const writeOptions = formRouteOptions(requireMember, AFTER_SALE_SCHEMA, afterSaleInputError);

/**
 * The member's after-sale centre: what may be asked for an order item, the reasons, applying, the
 * list, one request, its log, withdrawing it, sending the goods back and the messages with customer
 * service; and the complaints (`registerComplaintRoutes`). Another member's item or request answers
 * as an unknown one.
 */
export function registerAfterSaleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  registerMemberList(
    app,
    API_PATHS.afterSaleList,
    { onRequest: requireMember, queryRef: `${AFTER_SALE_SCHEMA}#/definitions/afterSaleListQuery` },
    (memberId, page) => listAfterSales(db, memberId, page),
  );

  app.get<{ Params: { orderItemSn: string } }>(
    routeOf(API_PATHS.afterSaleApplyInfo(':orderItemSn')),
    { onRequest: requireMember },
    async (request) =>
      ok(
        await getApplyInfo(
          db,
          memberOf(request).memberId,
          request.params.orderItemSn,
          readCaller(request).locale,
          now(),
        ),
      ),
  );

  app.get<{ Params: { serviceType: string } }>(
    routeOf(API_PATHS.afterSaleReasons(':serviceType')),
    { onRequest: requireMember },
    async (request) => ok(listReasons(request.params.serviceType, readCaller(request).locale)),
  );

  app.post<{ Params: { orderItemSn: string }; Body: AfterSaleRequest }>(
    routeOf(API_PATHS.afterSaleSave(':orderItemSn')),
    writeOptions('afterSaleRequest'),
    async (request) => {
      const { memberId } = memberOf(request);
      const { locale } = readCaller(request);
      return ok(await applyAfterSale(db, memberId, request.params.orderItemSn, request.body, locale, now()));
    },
  );

  // `get/getAfterSaleLog/:sn` has a static segment more than `get/:sn`, so find-my-way keeps them apart.
  app.get<{ Params: { sn: string } }>(
    routeOf(API_PATHS.afterSaleLog(':sn')),
    { onRequest: requireMember },
    async (request) =>
      ok(
        await getAfterSaleLog(db, memberOf(request).memberId, request.params.sn, readCaller(request).locale),
      ),
  );

  app.get<{ Params: { sn: string } }>(
    routeOf(API_PATHS.afterSaleDetail(':sn')),
    { onRequest: requireMember },
    async (request) =>
      ok(await getAfterSale(db, memberOf(request).memberId, request.params.sn, readCaller(request).locale)),
  );

  app.post<{ Params: { sn: string } }>(
    routeOf(API_PATHS.afterSaleCancel(':sn')),
    { onRequest: requireMember },
    async (request) =>
      ok(
        await cancelAfterSale(
          db,
          memberOf(request).memberId,
          request.params.sn,
          readCaller(request).locale,
          now(),
        ),
      ),
  );

  app.post<{ Params: { sn: string }; Body: AfterSaleDeliveryBody }>(
    routeOf(API_PATHS.afterSaleDelivery(':sn')),
    writeOptions('afterSaleDeliveryBody'),
    async (request) => {
      const { memberId } = memberOf(request);
      const { locale } = readCaller(request);
      return ok(await deliverAfterSale(db, memberId, request.params.sn, request.body, locale, now()));
    },
  );

  app.get<{ Querystring: AfterSaleMessageQuery }>(
    API_PATHS.afterSaleMessages,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${AFTER_SALE_SCHEMA}#/definitions/afterSaleMessageQuery` } },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const { locale } = readCaller(request);
      // A server render shows the messages; the browser's own call marks them read.
      const readAt = isServerRender(request) ? null : now();
      return ok(await listAfterSaleMessages(db, memberId, request.query.afterSaleSn, locale, readAt));
    },
  );

  app.post<{ Body: AfterSaleMessageBody }>(
    API_PATHS.afterSaleSendMessage,
    writeOptions('afterSaleMessageBody'),
    async (request) => {
      const { memberId } = memberOf(request);
      return ok(await sendAfterSaleMessage(db, memberId, request.body, readCaller(request).locale, now()));
    },
  );

  app.get(API_PATHS.afterSaleUnread, { onRequest: requireMember }, async (request) =>
    ok(await countUnreadReplies(db, memberOf(request).memberId)),
  );

  registerComplaintRoutes(app, deps);
}
