import type { SkuSpecs } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { currentValues, exactSku, skuForChoice } from './spec-choice.ts';

const sku = (skuId: string, values: string[], stock = 5, onSale = true) => ({
  skuId,
  values,
  stock,
  onSale,
  specProductPrice: 100,
});

const SPECS: SkuSpecs = {
  specs: [
    { name: '颜色', values: ['白', '黑'] },
    { name: '容量', values: ['1L', '2L'] },
  ],
  skus: [sku('a', ['白', '1L']), sku('b', ['白', '2L']), sku('c', ['黑', '2L'], 0), sku('d', ['黑', '2L'])],
};

describe('choosing a spec', () => {
  it('reads the values of the SKU being shown', () => {
    expect(currentValues(SPECS, 'b')).toEqual(['白', '2L']);
    expect(currentValues(SPECS, 'zzz')).toEqual([]);
  });

  it('keeps the other choices when that combination exists', () => {
    expect(skuForChoice(SPECS, ['白', '1L'], 1, '2L')?.skuId).toBe('b');
  });

  it('falls back to a SKU in stock with the picked value when the combination does not exist', () => {
    expect(exactSku(SPECS, ['白', '1L'], 0, '黑')).toBeUndefined();
    expect(skuForChoice(SPECS, ['白', '1L'], 0, '黑')?.skuId).toBe('d');
  });

  it('finds nothing for a value no SKU has', () => {
    expect(skuForChoice(SPECS, ['白', '1L'], 0, '红')).toBeUndefined();
  });
});
