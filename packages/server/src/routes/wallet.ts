import { API_PATHS, type WalletLogQuery } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { MALL_CLASS_TYPE } from '../services/point-accounts.ts';
import { pointHistoryPage } from '../services/point-history.ts';
import { readWallet } from '../services/wallet.ts';
import { POINT_PAGE_DEFAULTS, pointRouteOptions, refuseBadPointInput } from './point-accounts.ts';

/** The member's assets (/home/MoneyManagement) and the welfare-points ledger, paged. */
export function registerWalletRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(API_PATHS.wallet, { onRequest: requireMember }, async (request) =>
    ok(await readWallet(db, memberOf(request).memberId, readCaller(request).locale, now())),
  );

  app.get<{ Querystring: WalletLogQuery }>(
    API_PATHS.walletLog,
    pointRouteOptions('querystring', 'walletLogQuery'),
    async (request) => {
      refuseBadPointInput(request, request.query);
      const paging = { ...POINT_PAGE_DEFAULTS, ...request.query };
      const page = { pageNumber: Number(paging.pageNumber), pageSize: Number(paging.pageSize) };
      const { memberId } = memberOf(request);
      // The wallet's log is the ledger of the spendable balance: the mall account's lines.
      return ok(
        await pointHistoryPage(
          db,
          memberId,
          { classType: MALL_CLASS_TYPE },
          page,
          readCaller(request).locale,
        ),
      );
    },
  );
}
