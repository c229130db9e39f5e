import {
  API_PATHS,
  type DisposableCardCartInput,
  type DisposableCardGoodsQuery,
  type DisposableCardOrderInput,
  type DisposableCardSkuQuery,
  type DisposableCardSnBody,
  type DisposableCardSnQuery,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireAnySession, requireCardHolder } from '../http/member-session.ts';
import { routeOf } from '../http/route-of.ts';
import {
  addCardCart,
  getCardGoods,
  listCardGoods,
  removeCardCartLine,
  setCardCartNum,
  viewCardCart,
  viewSessionCard,
} from '../services/disposable-card.ts';
import {
  checkCardPayment,
  commitCardOrder,
  getCardOrder,
  listCardOrders,
  payCardOrder,
} from '../services/disposable-card-orders.ts';
import { pageOfQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/disposable-card.schema.json`;
const ref = (definition: string) => ({ $ref: `${SCHEMA}#/definitions/${definition}` });

/** The goods list's page size when the query leaves it out. */
const GOODS_PAGE_SIZE = 12;

/**
 * The redemption mall of a disposable card (/disposableCard/*): the card, its range's goods, its
 * cart, placing and paying its order, its orders. A card's session only (403/20005 to an employee),
 * but for the card itself, which answers an employee null: that is how the pages tell the two apart.
 */
export function registerDisposableCardRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const cardHolder = { onRequest: requireCardHolder };
  const memberIdOf = (request: FastifyRequest) => memberOf(request).memberId;
  const contextOf = (request: FastifyRequest) => ({ now: now(), locale: readCaller(request).locale });

  app.get(API_PATHS.ycxkCard, { onRequest: requireAnySession }, async (request) =>
    ok(await viewSessionCard(db, memberIdOf(request), contextOf(request))),
  );

  app.get<{ Querystring: DisposableCardGoodsQuery }>(
    API_PATHS.ycxkGoods,
    { ...cardHolder, schema: { querystring: ref('disposableCardGoodsQuery') } },
    async (request) => {
      const { keyword = '' } = request.query;
      const page = pageOfQuery(request.query, GOODS_PAGE_SIZE);
      return ok(await listCardGoods(db, memberIdOf(request), { keyword, page }, contextOf(request)));
    },
  );

  app.get<{ Querystring: DisposableCardSkuQuery }>(
    API_PATHS.ycxkGoodsDetail,
    { ...cardHolder, schema: { querystring: ref('disposableCardSkuQuery') } },
    async (request) =>
      ok(await getCardGoods(db, memberIdOf(request), request.query.skuId, contextOf(request))),
  );

  app.get(API_PATHS.ycxkCart, cardHolder, async (request) =>
    ok(await viewCardCart(db, memberIdOf(request), contextOf(request))),
  );

  app.post<{ Body: DisposableCardCartInput }>(
    API_PATHS.ycxkCart,
    { ...cardHolder, schema: { body: ref('disposableCardCartInput') } },
    async (request) => ok(await addCardCart(db, memberIdOf(request), request.body, contextOf(request))),
  );

  app.put<{ Body: DisposableCardCartInput }>(
    API_PATHS.ycxkCart,
    { ...cardHolder, schema: { body: ref('disposableCardCartInput') } },
    async (request) => ok(await setCardCartNum(db, memberIdOf(request), request.body, contextOf(request))),
  );

  app.delete<{ Params: { skuId: string } }>(
    routeOf(API_PATHS.ycxkCartLine(':skuId')),
    { ...cardHolder, schema: { params: { type: 'object', properties: { skuId: ref('skuId') } } } },
    async (request) =>
      ok(await removeCardCartLine(db, memberIdOf(request), request.params.skuId, contextOf(request))),
  );

  app.post<{ Body: DisposableCardOrderInput }>(
    API_PATHS.ycxkOrder,
    { ...cardHolder, schema: { body: ref('disposableCardOrderInput') } },
    async (request) => ok(await commitCardOrder(db, memberIdOf(request), request.body, contextOf(request))),
  );

  app.get<{ Querystring: DisposableCardSnQuery }>(
    API_PATHS.ycxkOrder,
    { ...cardHolder, schema: { querystring: ref('disposableCardSnQuery') } },
    async (request) => ok(await getCardOrder(db, memberIdOf(request), request.query.sn, contextOf(request))),
  );

  app.get(API_PATHS.ycxkOrders, cardHolder, async (request) =>
    ok(await listCardOrders(db, memberIdOf(request), contextOf(request))),
  );

  app.get<{ Querystring: DisposableCardSnQuery }>(
    API_PATHS.ycxkPay,
    { ...cardHolder, schema: { querystring: ref('disposableCardSnQuery') } },
    async (request) =>
      ok(await checkCardPayment(db, memberIdOf(request), request.query.sn, contextOf(request))),
  );

  app.post<{ Body: DisposableCardSnBody }>(
    API_PATHS.ycxkPay,
    { ...cardHolder, schema: { body: ref('disposableCardSnBody') } },
    async (request) => ok(await payCardOrder(db, memberIdOf(request), request.body.sn, contextOf(request))),
  );
}
