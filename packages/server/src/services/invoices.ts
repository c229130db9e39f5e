import { isTaxNumber, type InvoiceRequest, type OrderInvoice } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, formRefusal } from '../http/api-error.ts';
import { ORDER_MESSAGES } from './orders.ts';

// Invoice requests (spec 03 section 7, the invoice area): asked for with an order on checkout, or
// later on the order detail, once per order. The rules are checked here, before anything is written:
// a title of 1-100 characters; a BUSINESS invoice needs a taxpayer ID of @mall/schemas'
// TAX_NUMBER_PATTERN (lower case taken as upper, spaces at either end dropped); an INDIVIDUAL one
// takes none (one sent is dropped, not stored). Stored in order_invoices (migration 033).

/** Most characters of an invoice title. Defaults to `100`. */
export const INVOICE_TITLE_MAX = 100;

/** Refusals of an invoice request, in the words the storefront shows (server-messages.ts words them). */
export const INVOICE_MESSAGES = {
  titleRequired: '请填写发票抬头',
  titleTooLong: '发票抬头不能超过100个字',
  taxpayerRequired: '企业发票请填写纳税人识别号',
  taxpayerPattern: '纳税人识别号应为15、17、18或20位字母或数字',
  alreadyRequested: '该订单已申请过发票',
  orderEnded: '已取消或已关闭的订单不能申请发票',
} as const;

/** An invoice request checked and tidied, ready to store. */
export interface CheckedInvoice {
  invoiceType: InvoiceRequest['invoiceType'];
  title: string;
  taxpayerId: string | null;
  purpose: InvoiceRequest['purpose'];
}

/** Checks an invoice request and tidies it; throws the first refusal (a form refusal, 400). */
export function checkInvoiceRequest(request: InvoiceRequest): CheckedInvoice {
  const title = request.title.trim();
  if (!title) throw formRefusal(INVOICE_MESSAGES.titleRequired);
  if ([...title].length > INVOICE_TITLE_MAX) throw formRefusal(INVOICE_MESSAGES.titleTooLong);
  if (request.invoiceType === 'INDIVIDUAL')
    return { invoiceType: 'INDIVIDUAL', title, taxpayerId: null, purpose: request.purpose };
  const taxpayerId = (request.taxpayerId ?? '').trim().toUpperCase();
  if (!taxpayerId) throw formRefusal(INVOICE_MESSAGES.taxpayerRequired);
  if (!isTaxNumber(taxpayerId)) throw formRefusal(INVOICE_MESSAGES.taxpayerPattern);
  return { invoiceType: 'BUSINESS', title, taxpayerId, purpose: request.purpose };
}

/** Stores a checked invoice with an order, in the caller's transaction. */
export async function storeInvoice(
  tx: DbExecutor,
  orderSn: string,
  invoice: CheckedInvoice,
  now: Date,
): Promise<OrderInvoice> {
  await tx.query(
    `INSERT INTO order_invoices (order_sn, invoice_type, title, taxpayer_id, purpose, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [orderSn, invoice.invoiceType, invoice.title, invoice.taxpayerId, invoice.purpose, now],
  );
  return { ...invoice, requestedAt: now.toISOString() };
}

/** The invoice asked for with an order; null when none was. */
export async function readOrderInvoice(db: DbExecutor, orderSn: string): Promise<OrderInvoice | null> {
  const [row] = await db.query<Omit<OrderInvoice, 'requestedAt'> & { requestedAt: Date }>(
    `SELECT invoice_type AS "invoiceType", title, taxpayer_id AS "taxpayerId", purpose, requested_at AS "requestedAt"
     FROM order_invoices WHERE order_sn = $1`,
    [orderSn],
  );
  return row ? { ...row, requestedAt: row.requestedAt.toISOString() } : null;
}

/**
 * Asks for the invoice of one of the member's orders (the order detail). Refused, writing nothing,
 * for bad input, for an order that has one already, for a cancelled or closed order, and for another
 * member's order, which answers as an unknown one (404).
 */
export async function requestOrderInvoice(
  db: Db,
  memberId: string,
  sn: string,
  request: InvoiceRequest,
  now: Date,
): Promise<OrderInvoice> {
  const invoice = checkInvoiceRequest(request);
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ orderStatus: string; invoiced: boolean }>(
      `SELECT order_status AS "orderStatus",
              EXISTS (SELECT 1 FROM order_invoices i WHERE i.order_sn = o.sn) AS invoiced
       FROM orders o WHERE o.sn = $2 AND o.member_id = $1 AND o.deleted_at IS NULL FOR UPDATE OF o`,
      [memberId, sn],
    );
    if (!order) throw new ApiError(404, ORDER_MESSAGES.notFound);
    if (order.invoiced) throw formRefusal(INVOICE_MESSAGES.alreadyRequested);
    if (order.orderStatus === 'CANCELLED' || order.orderStatus === 'CLOSED')
      throw formRefusal(INVOICE_MESSAGES.orderEnded);
    return storeInvoice(tx, sn, invoice, now);
  });
}
