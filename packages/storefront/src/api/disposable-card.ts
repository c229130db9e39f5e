import {
  API_PATHS,
  type DisposableCardCart,
  type DisposableCardGoodsDetail,
  type DisposableCardGoodsPage,
  type DisposableCardOrder,
  type DisposableCardOrderList,
  type DisposableCardOrderPlaced,
  type DisposableCardPaid,
  type DisposableCardPayment,
  type DisposableCardSession,
} from '@mall/schemas';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

// The disposable-card redemption mall's API (members of a card only). Loads show the server's
// message as a toast when they fail; the writes a page shows beside its buttons (placing and paying
// an order, adding to the cart: a refusal of the card's rules, code 30000) come back as data.

/** The session's card: masked number, name, balance, status; null for an ordinary member. */
export function fetchCardSession(): Promise<DisposableCardSession | null> {
  return request<DisposableCardSession | null>(API_PATHS.ycxkCard);
}

/** A page of the card's range, narrowed by a keyword. */
export function fetchCardGoods(query: {
  keyword: string;
  pageNumber: number;
  pageSize: number;
}): Promise<DisposableCardGoodsPage> {
  return request<DisposableCardGoodsPage>(API_PATHS.ycxkGoods, {
    query: { keyword: query.keyword || null, pageNumber: query.pageNumber, pageSize: query.pageSize },
  });
}

/** One goods of the card's range; outside the range rejects with a `RequestError` of kind `not-found`. */
export function fetchCardGoodsDetail(skuId: string): Promise<DisposableCardGoodsDetail> {
  return request<DisposableCardGoodsDetail>(API_PATHS.ycxkGoodsDetail, { query: { skuId } });
}

/** The card's cart against its balance. */
export function fetchCardCart(): Promise<DisposableCardCart> {
  return request<DisposableCardCart>(API_PATHS.ycxkCart);
}

/** Adds units of a goods to the card's cart; a refusal comes back as data. */
export function addToCardCart(skuId: string, num: number): Promise<RequestOutcome<DisposableCardCart>> {
  return requestOutcome<DisposableCardCart>(API_PATHS.ycxkCart, jsonBody({ skuId, num }));
}

/** Sets the units of a line of the card's cart. */
export function setCardCartNum(skuId: string, num: number): Promise<DisposableCardCart> {
  return request<DisposableCardCart>(API_PATHS.ycxkCart, jsonBody({ skuId, num }, { method: 'PUT' }));
}

/** Takes a goods out of the card's cart. */
export function removeFromCardCart(skuId: string): Promise<DisposableCardCart> {
  return request<DisposableCardCart>(API_PATHS.ycxkCartLine(skuId), { method: 'DELETE' });
}

/** Places the whole cart to one of the card member's addresses; a refusal comes back as data. */
export function placeCardOrder(input: {
  addressId: string;
  remark: string;
}): Promise<RequestOutcome<DisposableCardOrderPlaced>> {
  return requestOutcome<DisposableCardOrderPlaced>(
    API_PATHS.ycxkOrder,
    jsonBody({ addressId: input.addressId, ...(input.remark.trim() ? { remark: input.remark.trim() } : {}) }),
  );
}

/** What paying an order takes and forfeits. */
export function fetchCardPayment(sn: string): Promise<DisposableCardPayment> {
  return request<DisposableCardPayment>(API_PATHS.ycxkPay, { query: { sn } });
}

/** Pays an order with the card, using it up; a refusal comes back as data. */
export function payWithCard(sn: string): Promise<RequestOutcome<DisposableCardPaid>> {
  return requestOutcome<DisposableCardPaid>(API_PATHS.ycxkPay, jsonBody({ sn }));
}

/** One of the card's orders. */
export function fetchCardOrder(sn: string): Promise<DisposableCardOrder> {
  return request<DisposableCardOrder>(API_PATHS.ycxkOrder, { query: { sn } });
}

/** The card's orders, newest first. */
export function fetchCardOrders(): Promise<DisposableCardOrderList> {
  return request<DisposableCardOrderList>(API_PATHS.ycxkOrders);
}
