import {
  API_PATHS,
  type AfterSaleDeliveryBody,
  type AfterSaleListQuery,
  type AfterSaleMessageBody,
  type AfterSaleMessageQuery,
  type AfterSaleRequest,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { isServerRender } from '../http/page-render-mark.ts';
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

// The path helpers encode their argument; decoding turns the placeholder back into a route parameter.
const APPLY_INFO_ROUTE = decodeURIComponent(API_PATHS.afterSaleApplyInfo(':orderItemSn'));
const REASONS_ROUTE = decodeURIComponent(API_PATHS.afterSaleReasons(':serviceType'));
const SAVE_ROUTE = decodeURIComponent(API_PATHS.afterSaleSave(':orderItemSn'));
const DETAIL_ROUTE = decodeURIComponent(API_PATHS.afterSaleDetail(':sn'));
const LOG_ROUTE = decodeURIComponent(API_PATHS.afterSaleLog(':sn'));
const CANCEL_ROUTE = decodeURIComponent(API_PATHS.afterSaleCancel(':sn'));
const DELIVERY_ROUTE = decodeURIComponent(API_PATHS.afterSaleDelivery(':sn'));

/** The list's page size when the query leaves it out. */
const DEFAULT_PAGE_SIZE = 10;

/**
 * A write's route options: members only (a guest is refused before the body is looked at), the body
 * validated by a definition of after-sale.schema.json, and a failure left to the handler to word.
 */
const writeOptions = (definition: string) => ({
  onRequest: requireMember,
  schema: { body: { $ref: `${AFTER_SALE_SCHEMA}#/definitions/${definition}` } },
  attachValidation: true,
});

/** Throws the worded refusal of a body that broke its schema. */
function refuseBadInput(request: FastifyRequest): void {
  const failure = request.validationError;
  if (failure) throw afterSaleInputError(failure.validation as FastifySchemaValidationError[], request.body);
}

/**
 * The member's after-sale centre: what may be asked for an order item, the reasons, applying, the
 * list, one request, its log, withdrawing it, sending the goods back and the messages with customer
 * service; and the complaints (`registerComplaintRoutes`). Another member's item or request answers
 * as an unknown one.
 */
export function registerAfterSaleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  app.get<{ Querystring: AfterSaleListQuery }>(
    API_PATHS.afterSaleList,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${AFTER_SALE_SCHEMA}#/definitions/afterSaleListQuery` } },
    },
    async (request) => {
      const { pageNumber = '1', pageSize = String(DEFAULT_PAGE_SIZE) } = request.query;
      const page = { pageNumber: Number(pageNumber), pageSize: Number(pageSize) };
      return ok(await listAfterSales(db, memberOf(request).memberId, page));
    },
  );

  app.get<{ Params: { orderItemSn: string } }>(
    APPLY_INFO_ROUTE,
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

  app.get<{ Params: { serviceType: string } }>(REASONS_ROUTE, { onRequest: requireMember }, async (request) =>
    ok(listReasons(request.params.serviceType, readCaller(request).locale)),
  );

  app.post<{ Params: { orderItemSn: string }; Body: AfterSaleRequest }>(
    SAVE_ROUTE,
    writeOptions('afterSaleRequest'),
    async (request) => {
      refuseBadInput(request);
      const { memberId } = memberOf(request);
      const { locale } = readCaller(request);
      return ok(await applyAfterSale(db, memberId, request.params.orderItemSn, request.body, locale, now()));
    },
  );

  // `get/getAfterSaleLog/:sn` has a static segment more than `get/:sn`, so find-my-way keeps them apart.
  app.get<{ Params: { sn: string } }>(LOG_ROUTE, { onRequest: requireMember }, async (request) =>
    ok(await getAfterSaleLog(db, memberOf(request).memberId, request.params.sn, readCaller(request).locale)),
  );

  app.get<{ Params: { sn: string } }>(DETAIL_ROUTE, { onRequest: requireMember }, async (request) =>
    ok(await getAfterSale(db, memberOf(request).memberId, request.params.sn, readCaller(request).locale)),
  );

  app.post<{ Params: { sn: string } }>(CANCEL_ROUTE, { onRequest: requireMember }, async (request) =>
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
    DELIVERY_ROUTE,
    writeOptions('afterSaleDeliveryBody'),
    async (request) => {
      refuseBadInput(request);
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
      refuseBadInput(request);
      const { memberId } = memberOf(request);
      return ok(await sendAfterSaleMessage(db, memberId, request.body, readCaller(request).locale, now()));
    },
  );

  app.get(API_PATHS.afterSaleUnread, { onRequest: requireMember }, async (request) =>
    ok(await countUnreadReplies(db, memberOf(request).memberId)),
  );

  registerComplaintRoutes(app, deps);
}
