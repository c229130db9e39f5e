// The shape of fixtures/seed/catalogue.json and its expansion into goods and SKUs: one goods per
// product line and brand, one SKU per combination of the line's spec values. Deterministic (no
// Math.random): the seed, the picture generator and the tests all see the same catalogue.

/** A brand of the catalogue; brand walls link `/goodsList?brandId=`. */
export interface SeedBrand {
  id: string;
  name: string;
  nameEn: string;
}

/** A retailer that ships goods, with its badge and shipping rule. */
export interface SeedSupplier {
  code: string;
  name: string;
  nameEn: string;
  badge: string;
  badgeEn: string;
  /** Orders from this supplier ship free from this amount (fen); null: always free. */
  freeShippingThresholdFen: number | null;
  freightFen: number;
}

export interface SeedStore {
  id: string;
  /** Its logo, `/img/stores/<id>.svg` (generated, 200x200). */
  logo: string;
  name: string;
  nameEn: string;
  supplier: string;
  intro: string;
  introEn: string;
}

export interface SeedSpecValue {
  value: string;
  valueEn: string;
  /** Welfare points this value adds to the line's price. Defaults to 0. */
  points?: number;
}

export interface SeedSpec {
  name: string;
  nameEn: string;
  values: SeedSpecValue[];
}

export interface SeedParam {
  name: string;
  nameEn: string;
  value: string;
  valueEn: string;
}

/** A product line of a third-level category, made by several brands in several specs. */
export interface SeedLine {
  categoryId: string;
  name: string;
  nameEn: string;
  brands: string[];
  store: string;
  specs: SeedSpec[];
  /** Welfare points of the cheapest SKU. */
  points: number;
  /** Market price of the cheapest SKU, in fen. */
  marketPriceFen: number;
  params: SeedParam[];
  intro: string;
  introEn: string;
  /** Province ids it is delivered to; absent: everywhere. */
  regions?: string[];
}

export interface SeedCatalogue {
  brands: SeedBrand[];
  suppliers: SeedSupplier[];
  stores: SeedStore[];
  lines: SeedLine[];
}

/** One spec dimension's value of a SKU, as stored in `skus.spec_values`. */
export interface SpecValue {
  name: string;
  nameEn: string;
  value: string;
  valueEn: string;
}

export interface CatalogueGoods {
  goodsId: string;
  name: string;
  nameEn: string;
  categoryId: string;
  brand: string;
  brandId: string;
  storeId: string;
  images: string[];
  onSale: boolean;
  intro: string;
  introEn: string;
  params: SeedParam[];
  deliveryRegions: string[] | null;
  /** Days before the seed the goods were listed. */
  listedDaysAgo: number;
}

export interface CatalogueSku {
  skuId: string;
  goodsId: string;
  name: string;
  nameEn: string;
  spec: string | null;
  specEn: string | null;
  specValues: SpecValue[];
  pricePoints: number;
  marketPriceFen: number;
  stock: number;
  soldCount: number;
}

/** Ids of generated goods and SKUs start here, clear of the hand-written fixtures (101-140, 1001-1041). */
export const FIRST_GENERATED_GOODS_ID = 2001;
export const FIRST_GENERATED_SKU_ID = 20001;

/** A number in [0, 1) fixed by `key` (FNV-1a), standing in for chance. */
export function chance(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/** The picture of a line: `lines/<category>-<n>.svg`, n counting the category's lines from 1. */
export function linePicture(line: Pick<SeedLine, 'categoryId'>, indexInCategory: number): string {
  return `/img/goods/lines/${line.categoryId}-${indexInCategory + 1}.svg`;
}

/** Each line with its place among its category's lines (for its picture). */
export function numberLines(lines: readonly SeedLine[]): Array<{ line: SeedLine; indexInCategory: number }> {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const indexInCategory = seen.get(line.categoryId) ?? 0;
    seen.set(line.categoryId, indexInCategory + 1);
    return { line, indexInCategory };
  });
}

/** Every combination of the specs' values, in order (one empty combination without specs). */
function combinations(specs: readonly SeedSpec[]): SpecValue[][] {
  return specs.reduce<SpecValue[][]>(
    (combos, spec) =>
      combos.flatMap((combo) =>
        spec.values.map((v) => [
          ...combo,
          { name: spec.name, nameEn: spec.nameEn, value: v.value, valueEn: v.valueEn },
        ]),
      ),
    [[]],
  );
}

/** Points end in 9 above 100, as a shop prices them. */
function shopPrice(points: number): number {
  if (points < 100) return Math.max(1, Math.round(points));
  return Math.round(points / 10) * 10 - 1;
}

/**
 * The goods and SKUs of the catalogue's lines. Brands price a line differently (0.85 to 1.35 of its
 * points); about 7% of SKUs are out of stock (restocking) and about 1.5% of goods are delisted.
 */
export function expandCatalogue(catalogue: SeedCatalogue): { goods: CatalogueGoods[]; skus: CatalogueSku[] } {
  const brands = new Map(catalogue.brands.map((brand) => [brand.id, brand]));
  const goods: CatalogueGoods[] = [];
  const skus: CatalogueSku[] = [];
  let nextGoods = FIRST_GENERATED_GOODS_ID;
  let nextSku = FIRST_GENERATED_SKU_ID;
  for (const { line, indexInCategory } of numberLines(catalogue.lines)) {
    for (const brandId of line.brands) {
      const brand = brands.get(brandId);
      if (!brand) throw new Error(`catalogue line ${line.name}: unknown brand ${brandId}`);
      const goodsId = String(nextGoods++);
      const name = `${brand.name} ${line.name}`;
      const nameEn = `${brand.nameEn} ${line.nameEn}`;
      const factor = 0.85 + chance(`${brandId}/${line.name}`) * 0.5;
      goods.push({
        goodsId,
        name,
        nameEn,
        categoryId: line.categoryId,
        brand: brand.name,
        brandId,
        storeId: line.store,
        images: [linePicture(line, indexInCategory)],
        onSale: chance(`delisted/${goodsId}`) >= 0.015,
        intro: line.intro,
        introEn: line.introEn,
        params: line.params,
        deliveryRegions: line.regions ?? null,
        listedDaysAgo: Math.floor(chance(`listed/${goodsId}`) * 365),
      });
      for (const combo of combinations(line.specs)) {
        const skuId = String(nextSku++);
        const extra = combo.reduce((sum, v, i) => {
          const value = line.specs[i]?.values.find((each) => each.value === v.value);
          return sum + (value?.points ?? 0);
        }, 0);
        const pricePoints = shopPrice((line.points + extra) * factor);
        const spec = combo.length ? combo.map((v) => v.value).join(' ') : null;
        const specEn = combo.length ? combo.map((v) => v.valueEn).join(' ') : null;
        skus.push({
          skuId,
          goodsId,
          name: spec ? `${name} ${spec}` : name,
          nameEn: specEn ? `${nameEn} ${specEn}` : nameEn,
          spec,
          specEn,
          specValues: combo,
          pricePoints,
          marketPriceFen: Math.round((line.marketPriceFen * (pricePoints / line.points)) / 100) * 100,
          stock: chance(`stock/${skuId}`) < 0.07 ? 0 : 20 + Math.floor(chance(`stock+/${skuId}`) * 880),
          soldCount: Math.floor(chance(`sold/${skuId}`) ** 2 * 8000),
        });
      }
    }
  }
  return { goods, skus };
}
