import type { Goods } from '@mall/schemas';
import { isRecord, textOf } from './json-values.ts';

/** A picture address our schemas accept: a path on the site or an http(s) URL. */
const IMAGE_URL = /^(?:\/|https?:\/\/)/;
/** The goods schema's longest name. */
const PRODUCT_NAME_MAX = 200;

/**
 * One goods card lilishop saved (`{img, name | title, price, originalPrice?, url}`) as our goods,
 * or `undefined` when it names no SKU. lilishop keeps the SKU only in the link its goods picker
 * wrote (`/goodsDetail?skuId=…&goodsId=…`); a card without one was never filled (the decorator's
 * placeholders) or links elsewhere, and our showcases open goods by SKU. Prices are lilishop's
 * money prices at saving time, so they carry the unit 元.
 */
export function goodsOfLilishop(card: unknown): Goods | undefined {
  if (!isRecord(card)) return undefined;
  const link = typeof card.url === 'string' ? card.url : '';
  const query = new URLSearchParams(
    link.startsWith('/goodsDetail?') ? link.slice(link.indexOf('?') + 1) : '',
  );
  const skuId = query.get('skuId')?.trim();
  const productName = textOf(card.name) || textOf(card.title);
  if (!skuId || !productName) return undefined;
  const goodsId = query.get('goodsId')?.trim();
  const price = priceOf(card.price);
  const marketPrice = priceOf(card.originalPrice);
  return {
    skuId,
    ...(goodsId ? { goodsId } : {}),
    productName: productName.slice(0, PRODUCT_NAME_MAX),
    ...(typeof card.img === 'string' && IMAGE_URL.test(card.img) ? { productImages: [card.img] } : {}),
    ...(price === undefined ? {} : { specProductPrice: price }),
    ...(marketPrice === undefined ? {} : { specMarketPrice: marketPrice }),
    priceUnit: '元',
  };
}

/** lilishop saves prices as numbers or numeric text (`"120"`). */
function priceOf(value: unknown): number | undefined {
  const price = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined;
}
