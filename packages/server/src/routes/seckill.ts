import { API_PATHS, type SeckillGoodsQuery, type SeckillSessionQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { DEFAULT_MARKET_PLATFORM } from '../services/flash-buy.ts';
import { pageOfQuery } from '../services/list-page.ts';
import { getSeckillGoodsPage, listSeckillSessions } from '../services/seckill.ts';

const SECKILL = `${SCHEMA_BASE}api/seckill.schema.json`;

/** Goods of a session per page when the query names no size. */
const DEFAULT_SECKILL_PAGE_SIZE = 10;

/**
 * The /seckill page's calls. Like the flash-buy lists they answer guests too: a session limited to
 * some enterprises is shown to their members only. Buying goes through the goods detail (a token).
 */
export function registerSeckillRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get<{ Querystring: SeckillSessionQuery }>(
    API_PATHS.seckillSessions,
    { schema: { querystring: { $ref: `${SECKILL}#` } } },
    async (request) => {
      const { marketPlatform = DEFAULT_MARKET_PLATFORM } = request.query;
      return ok(await listSeckillSessions(db, marketPlatform, { ...readCaller(request), now: now() }));
    },
  );

  app.get<{ Querystring: SeckillGoodsQuery }>(
    API_PATHS.seckillGoods,
    { schema: { querystring: { $ref: `${SECKILL}#/definitions/seckillGoodsQuery` } } },
    async (request) => {
      const { marketId } = request.query;
      const page = pageOfQuery(request.query, DEFAULT_SECKILL_PAGE_SIZE);
      return ok(await getSeckillGoodsPage(db, marketId, page, readCaller(request)));
    },
  );
}
