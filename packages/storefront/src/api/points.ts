import {
  API_PATHS,
  type PointAccountList,
  type PointClassType,
  type PointHistoryPage,
  type PointTypeHistory,
  type Wallet,
} from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { jsonBody, request } from './request.ts';

// The member's point accounts, their history and the wallet (spec 03 section 7). Names and
// remarks come in the language of the `locale` header the request layer sends.

/** The member's point accounts (accountType 0: points accounts) and their totals. */
export function fetchPointAccounts(): Promise<PointAccountList> {
  return request<PointAccountList>(API_PATHS.pointAccountList, jsonBody({ accountType: 0 }));
}

/** A page of the accounts' history, newest first; of one point type when `classType` is given. */
export function fetchPointHistory({
  pageNumber,
  pageSize,
  classType,
}: ListPageRequest & { classType?: PointClassType }): Promise<PointHistoryPage> {
  return request<PointHistoryPage>(API_PATHS.pointHistoryPage, {
    query: { pageNumber, pageSize, classType },
  });
}

/** One point type's account and what came in and went out of it. */
export function fetchPointTypeHistory(classType: PointClassType): Promise<PointTypeHistory> {
  return request<PointTypeHistory>(API_PATHS.pointTypeHistory, { query: { classType } });
}

/** The member's assets: spendable points, the other accounts, unused coupons. */
export function fetchWallet(): Promise<Wallet> {
  return request<Wallet>(API_PATHS.wallet);
}

/** A page of the welfare-points ledger (the spendable balance), newest first. */
export function fetchWalletLog({ pageNumber, pageSize }: ListPageRequest): Promise<PointHistoryPage> {
  return request<PointHistoryPage>(API_PATHS.walletLog, { query: { pageNumber, pageSize } });
}
