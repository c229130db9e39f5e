import { randomUUID } from 'node:crypto';
import type {
  Complaint,
  ComplaintDetail,
  ComplaintMessage,
  ComplaintRequest,
  ComplaintStatus,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { memberListReader } from './list-page.ts';

// The member's complaints about their orders (/buyer/order/complain): filing one, the list, one with
// its messages, withdrawing one and writing about one. Every query names the member, so another
// member's complaint or order is as unknown as a made-up one; every refusal writes nothing.

/** Refusals of the complaint rules, in the words the storefront shows. */
export const COMPLAINT_MESSAGES = {
  /** A complaint that is not one of the member's (another member's included). */
  notFound: '投诉不存在',
  /** An order that is not one of the member's (another member's included). */
  orderNotFound: '订单不存在',
  /** An order item that is not an item of the order named. */
  itemNotFound: '订单商品不存在',
  /** Withdrawing, or writing about, a complaint already closed or withdrawn. */
  closed: '投诉已结束',
} as const;

/** Statuses after which a complaint can no longer be withdrawn or written about. */
const CLOSED: readonly ComplaintStatus[] = ['COMPLETE', 'CANCEL'];

// ---------------------------------------------------------------------------------------------
// Reading

interface ComplaintRow {
  id: string;
  orderSn: string;
  orderItemSn: string | null;
  goodsName: string;
  image: string | null;
  topic: string;
  content: string;
  images: string[];
  status: ComplaintStatus;
  createdAt: Date;
  updatedAt: Date;
}

// The goods shown with a complaint: its item, else the order's first item.
const COMPLAINT_COLUMNS = `c.id, c.order_sn AS "orderSn", c.order_item_sn AS "orderItemSn", i.name AS "goodsName",
  i.image, c.topic, c.content, c.images, c.status, c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

const COMPLAINT_TABLES = `complaints c CROSS JOIN LATERAL (
    SELECT name, image FROM order_items
    WHERE order_sn = c.order_sn AND (c.order_item_sn IS NULL OR sn = c.order_item_sn)
    ORDER BY sort_order, sn LIMIT 1
  ) i`;

function toComplaint(row: ComplaintRow): Complaint {
  return {
    id: row.id,
    orderSn: row.orderSn,
    orderItemSn: row.orderItemSn,
    goodsName: row.goodsName,
    image: row.image,
    topic: row.topic,
    content: row.content,
    images: row.images,
    status: row.status,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** A page of the member's complaints, newest first. */
export const listComplaints = memberListReader(
  {
    rows: `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_TABLES} WHERE c.member_id = $1
     ORDER BY c.created_at DESC, c.id DESC`,
    countIn: 'complaints',
  },
  toComplaint,
);

/** One of the member's complaints with its messages, oldest first; another member's or an unknown one: ApiError 404. */
export async function getComplaint(db: DbExecutor, memberId: string, id: string): Promise<ComplaintDetail> {
  const [row] = await db.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_TABLES} WHERE c.member_id = $1 AND c.id = $2`,
    [memberId, id],
  );
  if (!row) throw new ApiError(404, COMPLAINT_MESSAGES.notFound);
  const messages = await db.query<{
    id: string;
    sender: ComplaintMessage['sender'];
    content: string;
    createdAt: Date;
  }>(
    `SELECT id, sender, content, created_at AS "createdAt" FROM complaint_messages
     WHERE complaint_id = $1 ORDER BY created_at, id`,
    [id],
  );
  return {
    ...toComplaint(row),
    messages: messages.map((message) => ({
      id: Number(message.id),
      sender: message.sender,
      content: message.content,
      createTime: message.createdAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Files a complaint about one of the member's orders (or one item of it) and answers it, NEW.
 * Another member's or an unknown order: ApiError 404 (订单不存在); an item not of that order: 400.
 */
export async function fileComplaint(
  db: Db,
  memberId: string,
  input: ComplaintRequest,
  now: Date,
): Promise<ComplaintDetail> {
  return db.transaction(async (tx) => {
    const orders = await tx.query('SELECT 1 FROM orders WHERE member_id = $1 AND sn = $2', [
      memberId,
      input.orderSn,
    ]);
    if (orders.length === 0) throw new ApiError(404, COMPLAINT_MESSAGES.orderNotFound);
    const orderItemSn = input.orderItemSn ?? null;
    if (orderItemSn !== null) {
      const items = await tx.query('SELECT 1 FROM order_items WHERE order_sn = $1 AND sn = $2', [
        input.orderSn,
        orderItemSn,
      ]);
      if (items.length === 0) throw new ApiError(400, COMPLAINT_MESSAGES.itemNotFound);
    }
    const id = `cmp-${randomUUID()}`;
    await tx.query(
      `INSERT INTO complaints (id, member_id, order_sn, order_item_sn, topic, content, images, status, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'NEW', $8, $8)`,
      [id, memberId, input.orderSn, orderItemSn, input.topic, input.content, input.images ?? [], now],
    );
    return getComplaint(tx, memberId, id);
  });
}

/** Reads the status of one of the member's complaints, locked until the transaction ends; 404 otherwise. */
async function lockOwnComplaint(tx: DbExecutor, memberId: string, id: string): Promise<ComplaintStatus> {
  const [row] = await tx.query<{ status: ComplaintStatus }>(
    'SELECT status FROM complaints WHERE member_id = $1 AND id = $2 FOR UPDATE',
    [memberId, id],
  );
  if (!row) throw new ApiError(404, COMPLAINT_MESSAGES.notFound);
  return row.status;
}

/** Withdraws one of the member's complaints not yet closed; a closed or withdrawn one: ApiError 400. */
export async function cancelComplaint(
  db: Db,
  memberId: string,
  id: string,
  now: Date,
): Promise<ComplaintDetail> {
  return db.transaction(async (tx) => {
    if (CLOSED.includes(await lockOwnComplaint(tx, memberId, id))) {
      throw new ApiError(400, COMPLAINT_MESSAGES.closed);
    }
    await tx.query(`UPDATE complaints SET status = 'CANCEL', updated_at = $2 WHERE id = $1`, [id, now]);
    return getComplaint(tx, memberId, id);
  });
}

/**
 * Adds the member's message (trimmed) to one of their complaints not yet closed and answers the
 * complaint with it; a closed or withdrawn one: ApiError 400.
 */
export async function addComplaintMessage(
  db: Db,
  memberId: string,
  input: { complainId: string; content: string },
  now: Date,
): Promise<ComplaintDetail> {
  return db.transaction(async (tx) => {
    if (CLOSED.includes(await lockOwnComplaint(tx, memberId, input.complainId))) {
      throw new ApiError(400, COMPLAINT_MESSAGES.closed);
    }
    await tx.query(
      `INSERT INTO complaint_messages (complaint_id, sender, content, created_at) VALUES ($1, 'MEMBER', $2, $3)`,
      [input.complainId, input.content.trim(), now],
    );
    await tx.query('UPDATE complaints SET updated_at = $2 WHERE id = $1', [input.complainId, now]);
    return getComplaint(tx, memberId, input.complainId);
  });
}
