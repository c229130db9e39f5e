import { randomUUID } from 'node:crypto';
import type {
  EvaluationRequest,
  GoodsEvaluation,
  GoodsEvaluationPage,
  MemberEvaluation,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError } from '../http/api-error.ts';
import { limitOffset, memberListReader, pageOf, type ListPage } from './list-page.ts';
import { inLocale, type Locale } from './locale.ts';

// Goods reviews ("evaluation", /buyer/member/evaluation): a member reviews an item of one of their own
// completed orders, once per item (goods_reviews.order_item_sn is UNIQUE, so two reviews sent at once
// cannot both be written); the goods detail lists a goods' reviews with the reviewer's name masked.
// Every query of a member's own rows names the member, so another member's order item or review is as
// unknown as a made-up one; every refusal writes nothing.

/** Refusals of the review rules, in the words the storefront shows. */
export const EVALUATION_MESSAGES = {
  /** An order item that is not one of the member's (another member's included). */
  itemNotFound: '订单商品不存在',
  /** An item of an order not yet completed. */
  notCompleted: '订单完成后才能评价',
  /** A second review of the same item. */
  alreadyReviewed: '该商品已评价，不能重复评价',
  /** A picture that is not one of the reviewed goods' pictures. */
  foreignImage: '只能选择该商品的图片',
  /** A review that is not one of the member's. */
  notFound: '评价不存在',
} as const;

// ---------------------------------------------------------------------------------------------
// Names

/**
 * A reviewer's name as other members see it: the first and last character kept, the rest starred
 * (张*伟, w***g); a two-character name keeps its first (张*), a one-character one is a star.
 */
export function maskMemberName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars.at(-1)}`;
}

// ---------------------------------------------------------------------------------------------
// Reading

// The review as the database answers it: the schema's fields, with the time still a Date.
type MemberEvaluationRow = Omit<MemberEvaluation, 'createTime'> & { createdAt: Date };

const MEMBER_COLUMNS = `r.id, r.order_sn AS "orderSn", r.order_item_sn AS "orderItemSn", r.goods_id AS "goodsId",
  r.sku_id AS "skuId", i.name AS "goodsName", i.image AS "goodsImage", r.stars, r.content, r.images,
  r.created_at AS "createdAt"`;

const toMemberEvaluation = ({ createdAt, ...row }: MemberEvaluationRow): MemberEvaluation => ({
  ...row,
  createTime: createdAt.toISOString(),
});

/** A page of the member's own reviews, newest first. */
export const listMemberEvaluations = memberListReader(
  {
    rows: `SELECT ${MEMBER_COLUMNS} FROM goods_reviews r JOIN order_items i ON i.sn = r.order_item_sn
     WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    countIn: 'goods_reviews',
  },
  toMemberEvaluation,
);

/** One of the member's own reviews; another member's or an unknown one: ApiError 404. */
export async function getMemberEvaluation(
  db: DbExecutor,
  memberId: string,
  id: string,
): Promise<MemberEvaluation> {
  const [row] = await db.query<MemberEvaluationRow>(
    `SELECT ${MEMBER_COLUMNS} FROM goods_reviews r JOIN order_items i ON i.sn = r.order_item_sn
     WHERE r.member_id = $1 AND r.id = $2`,
    [memberId, id],
  );
  if (!row) throw new ApiError(404, EVALUATION_MESSAGES.notFound);
  return toMemberEvaluation(row);
}

/**
 * A page of a goods' reviews, newest first, with their count and average stars (one decimal; null
 * without reviews); each reviewer's nickname, else login name, masked. An unknown goods has none.
 */
export async function listGoodsEvaluations(
  db: DbExecutor,
  goodsId: string,
  page: ListPage,
  locale: Locale,
): Promise<GoodsEvaluationPage> {
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<{
    id: string;
    nickName: string;
    username: string;
    stars: number;
    content: string;
    images: string[];
    skuName: string;
    skuNameEn: string | null;
    createdAt: Date;
  }>(
    `SELECT r.id, m.nick_name AS "nickName", m.username, r.stars, r.content, r.images, i.name AS "skuName",
            s.name_en AS "skuNameEn", r.created_at AS "createdAt"
     FROM goods_reviews r JOIN members m ON m.id = r.member_id JOIN order_items i ON i.sn = r.order_item_sn
       JOIN skus s ON s.sku_id = r.sku_id
     WHERE r.goods_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [goodsId, limit, offset],
  );
  const [summary] = await db.query<{ n: number; average: string | null }>(
    'SELECT count(*)::int AS n, round(avg(stars), 1)::text AS average FROM goods_reviews WHERE goods_id = $1',
    [goodsId],
  );
  const records: GoodsEvaluation[] = rows.map((row) => ({
    id: row.id,
    memberName: maskMemberName(row.nickName || row.username),
    stars: row.stars,
    content: row.content,
    images: row.images,
    skuName: inLocale(locale, row.skuName, row.skuNameEn),
    createTime: row.createdAt.toISOString(),
  }));
  const averageStars = summary?.average == null ? null : Number(summary.average);
  return { ...pageOf(records, summary?.n ?? 0, page), averageStars };
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Writes the member's review of an item of one of their completed orders and answers it. Another
 * member's or an unknown item: 404; an order not completed, an item reviewed before (also by a
 * review sent at the same moment) or a picture not of the goods: 400.
 */
export async function createEvaluation(
  db: Db,
  memberId: string,
  input: EvaluationRequest,
  now: Date,
): Promise<MemberEvaluation> {
  const id = `rev-${randomUUID()}`;
  try {
    return await db.transaction(async (tx) => {
      const [item] = await tx.query<{
        orderSn: string;
        orderStatus: string;
        goodsId: string;
        skuId: string;
        goodsImages: string[];
      }>(
        `SELECT i.order_sn AS "orderSn", o.order_status AS "orderStatus", i.goods_id AS "goodsId",
                i.sku_id AS "skuId", g.images AS "goodsImages"
         FROM order_items i JOIN orders o ON o.sn = i.order_sn JOIN goods g ON g.goods_id = i.goods_id
         WHERE i.sn = $1 AND o.member_id = $2 AND o.deleted_at IS NULL`,
        [input.orderItemSn, memberId],
      );
      if (!item) throw new ApiError(404, EVALUATION_MESSAGES.itemNotFound);
      if (item.orderStatus !== 'COMPLETED') throw new ApiError(400, EVALUATION_MESSAGES.notCompleted);
      const images = input.images ?? [];
      if (images.some((image) => !item.goodsImages.includes(image))) {
        throw new ApiError(400, EVALUATION_MESSAGES.foreignImage);
      }
      const reviewed = await tx.query('SELECT 1 FROM goods_reviews WHERE order_item_sn = $1', [
        input.orderItemSn,
      ]);
      if (reviewed.length > 0) throw new ApiError(400, EVALUATION_MESSAGES.alreadyReviewed);
      await tx.query(
        `INSERT INTO goods_reviews (id, member_id, order_sn, order_item_sn, goods_id, sku_id, stars, content, images,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          memberId,
          item.orderSn,
          input.orderItemSn,
          item.goodsId,
          item.skuId,
          input.stars,
          input.content,
          images,
          now,
        ],
      );
      return getMemberEvaluation(tx, memberId, id);
    });
  } catch (error) {
    // Two reviews of one item at once: both saw none, the constraint let one in.
    if (isUniqueViolation(error, 'goods_reviews_order_item_sn_key'))
      throw new ApiError(400, EVALUATION_MESSAGES.alreadyReviewed);
    throw error;
  }
}
