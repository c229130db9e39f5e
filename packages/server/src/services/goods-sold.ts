/**
 * How many of a goods were redeemed, over `skus s`: the sum of all its SKUs, whatever the query
 * kept of them. One figure per goods on every card, list and detail (issue 22 item 12: a list showed
 * 5779, the detail of the same goods 2908, and a price filter changed the list's figure, because
 * each counted the SKUs it happened to select).
 */
export const GOODS_SOLD = `(SELECT sum(every_sku.sold_count) FROM skus every_sku WHERE every_sku.goods_id = s.goods_id)::int`;
