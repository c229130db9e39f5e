import {
  API_PATHS,
  type ExchangePriceQuery,
  type GoodsDetail,
  type GoodsDetailQuery,
  type SkuQuery,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { isServerRender } from '../http/page-render-mark.ts';
import { ID_TEXT, requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { createCatalogueMemo } from '../services/catalogue-memo.ts';
import {
  getCollectionInfo,
  getExchangePrice,
  getGoodsDetail,
  getSkuSpecs,
  listRegionChildren,
  recordFootprint,
} from '../services/goods-detail.ts';

const SCHEMA = `${SCHEMA_BASE}api/catalogue.schema.json`;

const PREVIEW_ROUTE = routeOf(API_PATHS.skuDetailPreview(':skuId', '0')).replace(/\/0$/, '/:isAdd');

const skuParams = requiredField('skuId', ID_TEXT);

const previewParams = {
  type: 'object',
  required: ['skuId', 'isAdd'],
  properties: { skuId: skuParams.properties.skuId, isAdd: { type: 'string', enum: ['0', '1'] } },
} as const;

const regionParams = requiredField('id', { type: 'string', pattern: '^(0|[0-9]{2,6})$' });

/**
 * The goods detail page's calls (members only, spec 02 section 6): a SKU's detail (the preview
 * call with isAdd `1` records a footprint, unless a server render makes it), its goods' specs, its
 * favourite count, a plan price; and the delivery regions (no token, like the other common calls).
 */
export function registerGoodsDetailRoutes(
  app: FastifyInstance,
  { db, readDb, now, catalogueStalenessMs }: AppDeps,
): void {
  // The detail, specs, plan prices and regions are the catalogue, read from the replica when there is
  // one; the footprint a visit writes and the member's own favourites stay on the primary.
  const detailQuery = { $ref: `${SCHEMA}#/definitions/detailQuery` };
  const details = createCatalogueMemo<GoodsDetail>(catalogueStalenessMs);
  /** A SKU's detail as the caller sees it (language, enterprise), from memory while fresh enough. */
  const detailOf = (skuId: string, query: GoodsDetailQuery, request: FastifyRequest) => {
    const caller = readCaller(request);
    return details([skuId, query, caller.locale, caller.oneId], () =>
      getGoodsDetail(readDb, skuId, query, { ...caller, now: now() }),
    );
  };

  app.get<{ Params: { skuId: string }; Querystring: GoodsDetailQuery }>(
    routeOf(API_PATHS.skuDetail(':skuId')),
    { onRequest: requireMember, schema: { params: skuParams, querystring: detailQuery } },
    async (request) => ok(await detailOf(request.params.skuId, request.query, request)),
  );

  app.get<{ Params: { skuId: string; isAdd: '0' | '1' }; Querystring: GoodsDetailQuery }>(
    PREVIEW_ROUTE,
    { onRequest: requireMember, schema: { params: previewParams, querystring: detailQuery } },
    async (request) => {
      const { skuId, isAdd } = request.params;
      // The detail first: an unknown SKU or a hidden plan is refused before anything is written.
      const detail = await detailOf(skuId, request.query, request);
      // A server render shows the page and writes nothing: the browser's own call records the visit.
      if (isAdd === '1' && !isServerRender(request)) {
        await recordFootprint(db, memberOf(request).memberId, skuId, now());
      }
      return ok(detail);
    },
  );

  app.get<{ Params: { skuId: string } }>(
    routeOf(API_PATHS.skuSpecs(':skuId')),
    { onRequest: requireMember, schema: { params: skuParams } },
    async (request) => ok(await getSkuSpecs(readDb, request.params.skuId, readCaller(request).locale)),
  );

  app.get<{ Querystring: SkuQuery }>(
    API_PATHS.collectionInfo,
    { onRequest: requireMember, schema: { querystring: { $ref: `${SCHEMA}#/definitions/skuQuery` } } },
    async (request) => ok(await getCollectionInfo(db, request.query.skuId, memberOf(request).memberId)),
  );

  app.get<{ Querystring: ExchangePriceQuery }>(
    API_PATHS.exchangePrice,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${SCHEMA}#/definitions/exchangePriceQuery` } },
    },
    async (request) =>
      ok(await getExchangePrice(readDb, request.query.planId, request.query.skuId, readCaller(request))),
  );

  app.get<{ Params: { id: string } }>(
    routeOf(API_PATHS.regionChildren(':id')),
    { schema: { params: regionParams } },
    async (request) => ok(await listRegionChildren(readDb, request.params.id, readCaller(request).locale)),
  );
}
