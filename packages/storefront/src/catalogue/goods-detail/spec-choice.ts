import type { SkuSpecs } from '@mall/schemas';

type SkuOption = SkuSpecs['skus'][number];

/** The values of the SKU being shown, one per spec dimension; empty when it is not in the list. */
export function currentValues(specs: SkuSpecs, skuId: string): readonly string[] {
  return specs.skus.find((sku) => sku.skuId === skuId)?.values ?? [];
}

/** The SKU whose values are `values` with dimension `index` set to `value`, if one exists. */
export function exactSku(
  specs: SkuSpecs,
  values: readonly string[],
  index: number,
  value: string,
): SkuOption | undefined {
  const wanted = values.map((current, i) => (i === index ? value : current));
  return specs.skus.find((sku) => sku.values.every((v, i) => v === wanted[i]));
}

/**
 * The SKU to show when the member picks `value` for dimension `index`: the one that keeps every
 * other choice, else the first with that value (the other choices then follow it), preferring one
 * on sale and in stock.
 */
export function skuForChoice(
  specs: SkuSpecs,
  values: readonly string[],
  index: number,
  value: string,
): SkuOption | undefined {
  const exact = exactSku(specs, values, index, value);
  if (exact) return exact;
  const candidates = specs.skus.filter((sku) => sku.values[index] === value);
  return candidates.find((sku) => sku.onSale && sku.stock > 0) ?? candidates[0];
}
