import type { LogisticsTrace } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { inLocale, type Locale } from './locale.ts';

// What happened to an order, in both languages: its own steps and, once shipped, the courier's.

/** A step of an order, in both languages. */
export interface TraceText {
  zh: string;
  en: string;
}

/** The order's own steps. */
export const ORDER_TRACES = {
  placed: { zh: '订单已提交，等待付款', en: 'Order placed, awaiting payment' },
  paid: { zh: '订单已支付', en: 'Order paid' },
  accepted: { zh: '商家已接单，正在备货', en: 'The seller accepted the order and is packing it' },
  cancelled: { zh: '订单已取消', en: 'Order cancelled' },
  received: { zh: '已确认收货，订单完成', en: 'Receipt confirmed, order completed' },
} as const satisfies Record<string, TraceText>;

/** Records a step of an order. */
export async function addTrace(tx: DbExecutor, orderSn: string, at: Date, text: TraceText): Promise<void> {
  await tx.query(
    'INSERT INTO order_traces (order_sn, trace_time, context, context_en) VALUES ($1, $2, $3, $4)',
    [orderSn, at, text.zh, text.en],
  );
}

/** The steps of an order, newest first, in the caller's language. */
export async function listTraces(db: DbExecutor, orderSn: string, locale: Locale): Promise<LogisticsTrace[]> {
  const rows = await db.query<{ time: Date; context: string; contextEn: string }>(
    `SELECT trace_time AS time, context, context_en AS "contextEn" FROM order_traces
     WHERE order_sn = $1 ORDER BY trace_time DESC, id DESC`,
    [orderSn],
  );
  return rows.map((row) => ({
    time: row.time.toISOString(),
    context: inLocale(locale, row.context, row.contextEn),
  }));
}
