import type { CartGoodsSku, CartSku, CartStore, CartView } from '@mall/schemas';

// Cart answers for tests and stories: lines with partial overrides, and the cart the server would
// answer for them (stores, freight, totals, count), so a faked write answers a consistent cart.

/** The stores the fixtures' lines come from. */
export const FIXTURE_STORES: Readonly<
  Record<string, Omit<CartStore, 'skuIds' | 'checked' | 'freightPoints'>>
> = {
  s3: { storeId: 's3', storeName: '京东自营店', freeShippingThreshold: 59, freight: 6 },
  s4: { storeId: 's4', storeName: '鲜花小铺', freeShippingThreshold: null, freight: 0 },
};

/** A cart line of store `s3` at 100 points, one unit, ticked, ten in stock; `overrides` change any of it. */
export function cartLine(
  skuId: string,
  overrides: Partial<Omit<CartSku, 'goodsSku'>> & { goodsSku?: Partial<CartGoodsSku> } = {},
): CartSku {
  const { goodsSku, ...rest } = overrides;
  const line: CartSku = {
    goodsSku: {
      id: skuId,
      goodsId: `g${skuId}`,
      goodsName: `商品 ${skuId}`,
      thumbnail: `/img/goods/lines/111-${skuId}.svg`,
      price: 100,
      storeId: 's3',
      storeName: '京东自营店',
      ...goodsSku,
    },
    num: 1,
    purchasePrice: 100,
    checked: true,
    subTotal: 0,
    stock: 10,
    invalidReason: null,
    marketId: null,
    separatePlanName: null,
    ...rest,
  };
  return { ...line, subTotal: line.purchasePrice * line.num };
}

/** The cart the server answers for `lines`: stores in order of first line, freight below the threshold, totals of the ticked valid lines. */
export function cartOf(lines: readonly CartSku[]): CartView {
  const skuList = lines.map((line) => ({ ...line, subTotal: line.purchasePrice * line.num }));
  const counted = (line: CartSku) => line.checked && line.invalidReason === null;
  const storeIds = [...new Set(skuList.map((line) => line.goodsSku.storeId ?? 's3'))];
  const stores: CartStore[] = storeIds.map((storeId) => {
    const rule = FIXTURE_STORES[storeId] ?? FIXTURE_STORES.s3!;
    const own = skuList.filter((line) => (line.goodsSku.storeId ?? 's3') === storeId);
    const ticked = own.filter(counted);
    const goods = ticked.reduce((sum, line) => sum + line.subTotal, 0);
    const freightPoints =
      ticked.length > 0 && rule.freeShippingThreshold !== null && goods < rule.freeShippingThreshold
        ? Math.ceil(rule.freight)
        : 0;
    return {
      ...rule,
      storeId,
      skuIds: own.map((line) => line.goodsSku.id),
      checked: own.filter((line) => line.invalidReason === null).every((line) => line.checked),
      freightPoints,
    };
  });
  const goodsPoints = skuList.filter(counted).reduce((sum, line) => sum + line.subTotal, 0);
  const freightPoints = stores.reduce((sum, store) => sum + store.freightPoints, 0);
  return {
    skuList,
    stores,
    priceDetail: {
      goodsPoints,
      freightPoints,
      discountPoints: 0,
      points: goodsPoints + freightPoints,
      checkedNum: skuList.filter(counted).reduce((sum, line) => sum + line.num, 0),
    },
    count: skuList.reduce((sum, line) => sum + line.num, 0),
  };
}
