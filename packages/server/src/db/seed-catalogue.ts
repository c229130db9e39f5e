import type { DbExecutor } from './db.ts';
import { expandCatalogue, type SeedCatalogue } from './catalogue-fixture.ts';
import { readSeedJson } from './read-seed-json.ts';

/** A delivery region of fixtures/seed/regions.json: provinces, their cities, some districts. */
interface SeedRegion {
  id: string;
  name: string;
  nameEn: string;
  children?: SeedRegion[];
}

/** The store of the hand-written goods, which name none: the mall's own. */
const DEFAULT_STORE_SUPPLIER = 'SELF';

/** Inserts rows given as one JSON array: one statement, however many rows (PGlite pays per statement). */
async function insertRows(
  tx: DbExecutor,
  table: string,
  columns: ReadonlyArray<readonly [name: string, type: string]>,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS t(${types})
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

function flattenRegions(regions: readonly SeedRegion[], parentId: string | null, level: number): object[] {
  return regions.flatMap((region, i) => [
    {
      id: region.id,
      parent_id: parentId,
      level,
      name: region.name,
      name_en: region.nameEn,
      sort_order: i,
    },
    ...flattenRegions(region.children ?? [], region.id, level + 1),
  ]);
}

/**
 * Seeds the catalogue of fixtures/seed/catalogue.json (brands, suppliers, stores, the goods and
 * SKUs its lines expand to) and the regions, then completes every goods, the hand-written ones
 * included: brand and store, category path and search text.
 */
export async function seedCatalogue(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const catalogue = readSeedJson<SeedCatalogue>(fixturesDir, 'seed/catalogue.json');
  const regions = readSeedJson<SeedRegion[]>(fixturesDir, 'seed/regions.json');

  await insertRows(
    tx,
    'brands',
    [
      ['id', 'text'],
      ['name', 'text'],
      ['name_en', 'text'],
      ['sort_order', 'int'],
    ],
    catalogue.brands.map((b, i) => ({ id: b.id, name: b.name, name_en: b.nameEn, sort_order: i })),
  );
  await insertRows(
    tx,
    'suppliers',
    [
      ['code', 'text'],
      ['name', 'text'],
      ['name_en', 'text'],
      ['badge', 'text'],
      ['badge_en', 'text'],
      ['free_shipping_threshold_fen', 'int'],
      ['freight_fen', 'int'],
    ],
    catalogue.suppliers.map((s) => ({
      code: s.code,
      name: s.name,
      name_en: s.nameEn,
      badge: s.badge,
      badge_en: s.badgeEn,
      free_shipping_threshold_fen: s.freeShippingThresholdFen,
      freight_fen: s.freightFen,
    })),
  );
  await insertRows(
    tx,
    'stores',
    [
      ['id', 'text'],
      ['name', 'text'],
      ['name_en', 'text'],
      ['supplier_code', 'text'],
      ['intro', 'text'],
      ['intro_en', 'text'],
      ['logo', 'text'],
    ],
    catalogue.stores.map((s) => ({
      id: s.id,
      logo: s.logo,
      name: s.name,
      name_en: s.nameEn,
      supplier_code: s.supplier,
      intro: s.intro,
      intro_en: s.introEn,
    })),
  );
  await insertRows(
    tx,
    'regions',
    [
      ['id', 'text'],
      ['parent_id', 'text'],
      ['level', 'smallint'],
      ['name', 'text'],
      ['name_en', 'text'],
      ['sort_order', 'int'],
    ],
    flattenRegions(regions, null, 0),
  );

  const { goods, skus } = expandCatalogue(catalogue);
  await insertRows(
    tx,
    'goods',
    [
      ['goods_id', 'text'],
      ['name', 'text'],
      ['name_en', 'text'],
      ['category_id', 'text'],
      ['brand', 'text'],
      ['brand_id', 'text'],
      ['store_id', 'text'],
      ['images', 'text[]'],
      ['on_sale', 'boolean'],
      ['intro', 'text'],
      ['intro_en', 'text'],
      ['params', 'jsonb'],
      ['delivery_regions', 'text[]'],
      ['listed_at', 'timestamptz'],
    ],
    goods.map((g) => ({
      goods_id: g.goodsId,
      name: g.name,
      name_en: g.nameEn,
      category_id: g.categoryId,
      brand: g.brand,
      brand_id: g.brandId,
      store_id: g.storeId,
      images: g.images,
      on_sale: g.onSale,
      intro: g.intro,
      intro_en: g.introEn,
      params: g.params,
      delivery_regions: g.deliveryRegions,
      listed_at: new Date(now.getTime() - g.listedDaysAgo * 86_400_000).toISOString(),
    })),
  );
  await insertRows(
    tx,
    'skus',
    [
      ['sku_id', 'text'],
      ['goods_id', 'text'],
      ['name', 'text'],
      ['name_en', 'text'],
      ['spec', 'text'],
      ['spec_en', 'text'],
      ['spec_values', 'jsonb'],
      ['price_points', 'int'],
      ['market_price_fen', 'int'],
      ['stock', 'int'],
      ['sold_count', 'int'],
    ],
    skus.map((s) => ({
      sku_id: s.skuId,
      goods_id: s.goodsId,
      name: s.name,
      name_en: s.nameEn,
      spec: s.spec,
      spec_en: s.specEn,
      spec_values: s.specValues,
      price_points: s.pricePoints,
      market_price_fen: s.marketPriceFen,
      stock: s.stock,
      sold_count: s.soldCount,
    })),
  );

  // The hand-written goods: their brand by name, the mall's own store, a listing time of a month ago.
  await tx.query(
    `UPDATE goods g SET brand_id = b.id FROM brands b WHERE g.brand_id IS NULL AND g.brand = b.name`,
  );
  await tx.query(
    `UPDATE goods SET store_id = (SELECT id FROM stores WHERE supplier_code = $1 ORDER BY id LIMIT 1),
                      listed_at = $2
     WHERE store_id IS NULL`,
    [DEFAULT_STORE_SUPPLIER, new Date(now.getTime() - 30 * 86_400_000)],
  );
  await completeSearchFields(tx);
}

/**
 * Writes each goods' category path and search text from its category, brand and SKUs. Run after
 * any change to them (the seed is the only writer today).
 */
export async function completeSearchFields(tx: DbExecutor): Promise<void> {
  await tx.query(
    `UPDATE goods g SET
       category_path = array_remove(ARRAY[c1.id, c2.id, c3.id], NULL),
       search_text = lower(concat_ws(' ', g.name, g.name_en, g.brand,
                                     (SELECT concat_ws(' ', b.name, b.name_en) FROM brands b WHERE b.id = g.brand_id),
                                     c3.name, c3.name_en, c2.name, c2.name_en, c1.name, c1.name_en,
                                     (SELECT string_agg(concat_ws(' ', s.spec, s.spec_en), ' ')
                                      FROM skus s WHERE s.goods_id = g.goods_id)))
     FROM categories c3
     LEFT JOIN categories c2 ON c2.id = c3.parent_id
     LEFT JOIN categories c1 ON c1.id = c2.parent_id
     WHERE c3.id = g.category_id`,
  );
}

/** Gives the stores without a logo (seeded before stores had one) their logo of the catalogue. */
export async function fillStoreLogos(tx: DbExecutor, fixturesDir: string): Promise<void> {
  const { stores } = readSeedJson<SeedCatalogue>(fixturesDir, 'seed/catalogue.json');
  await tx.query(
    `UPDATE stores s SET logo = t.logo FROM json_to_recordset($1::json) AS t(id text, logo text)
     WHERE s.id = t.id AND s.logo IS NULL`,
    [JSON.stringify(stores.map(({ id, logo }) => ({ id, logo })))],
  );
}
