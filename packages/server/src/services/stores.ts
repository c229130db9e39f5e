import type { StoreDetail } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Caller } from '../http/caller.ts';

// A store as /merchant shows it (spec 02 section 2, `/merchant?id={storeId}`); its goods come from
// the goods search with `storeId`.

/** Refusal of a store id that is no store. */
export const STORE_NOT_FOUND = '店铺不存在';

/** A store's logo when it has none of its own: the mall's. */
const DEFAULT_STORE_LOGO = '/img/logo.svg';

interface StoreRow {
  storeId: string;
  name: string;
  nameEn: string | null;
  logo: string | null;
  intro: string | null;
  introEn: string | null;
  supplierCode: string;
  supplierName: string;
  supplierNameEn: string | null;
  badge: string;
  badgeEn: string | null;
  goodsCount: number;
}

/**
 * The store with its supplier, how many of its goods are on sale and the first-level categories
 * they are in (in the category menu's order), in the caller's language. Unknown: ApiError 404.
 */
export async function getStoreDetail(
  db: DbExecutor,
  storeId: string,
  caller: Pick<Caller, 'locale'>,
): Promise<StoreDetail> {
  const [store] = await db.query<StoreRow>(
    `SELECT st.id AS "storeId", st.name, st.name_en AS "nameEn", st.logo, st.intro, st.intro_en AS "introEn",
            sp.code AS "supplierCode", sp.name AS "supplierName", sp.name_en AS "supplierNameEn",
            sp.badge, sp.badge_en AS "badgeEn",
            (SELECT count(*)::int FROM goods g WHERE g.store_id = st.id AND g.on_sale) AS "goodsCount"
     FROM stores st JOIN suppliers sp ON sp.code = st.supplier_code
     WHERE st.id = $1`,
    [storeId],
  );
  if (!store) throw new ApiError(404, STORE_NOT_FOUND);
  const categories = await db.query<{ id: string; name: string; nameEn: string | null }>(
    `SELECT c.id, c.name, c.name_en AS "nameEn" FROM categories c
     WHERE c.level = 0
       AND EXISTS (SELECT 1 FROM goods g WHERE g.store_id = $1 AND g.on_sale AND g.category_path[1] = c.id)
     ORDER BY c.sort_order, c.id`,
    [storeId],
  );
  const english = caller.locale === 'en-US';
  const inLocale = (zh: string, en: string | null) => (english && en ? en : zh);
  return {
    storeId: store.storeId,
    storeName: inLocale(store.name, store.nameEn),
    logo: store.logo ?? DEFAULT_STORE_LOGO,
    description: inLocale(store.intro ?? '', store.introEn),
    supplierCode: store.supplierCode,
    supplierName: inLocale(store.supplierName, store.supplierNameEn),
    supplierBadge: inLocale(store.badge, store.badgeEn),
    goodsCount: store.goodsCount,
    categories: categories.map((c) => ({ id: c.id, name: inLocale(c.name, c.nameEn) })),
  };
}
