import type { PageResult, PageType, Platform } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';

const PAGE_COLUMNS = `id, page_data AS "pageData", is_english AS "isEnglish", id_en AS "idEn",
  page_type AS "pageType", platform`;

/** Which page slot to read: the published page of a platform, page type and enterprise. */
export interface PageSlot {
  platform: Platform;
  pageType: PageType;
  /** Enterprise of the caller; without it only pages shared by every enterprise match. */
  oneId?: string | null;
  /** Defaults to `PC`. */
  pageClientType?: string;
}

/**
 * The published page of a slot: the enterprise's own page, else the page the platform shares with
 * every enterprise. Public (guest) pages are not returned here. Null when none is published.
 */
export async function findSlotPage(db: DbExecutor, slot: PageSlot): Promise<PageResult | null> {
  const rows = await db.query<PageResult>(
    `SELECT ${PAGE_COLUMNS} FROM pages
     WHERE published AND NOT is_public AND platform = $1 AND page_client_type = $2 AND page_type = $3
       AND (one_id = $4 OR one_id IS NULL)
     ORDER BY one_id IS NULL
     LIMIT 1`,
    [slot.platform, slot.pageClientType ?? 'PC', slot.pageType, slot.oneId ?? null],
  );
  return rows[0] ?? null;
}

/** The published public page of a platform (what a guest sees), or null. */
export async function findPublicPage(
  db: DbExecutor,
  platform: Platform,
  pageClientType = 'PC',
): Promise<PageResult | null> {
  const rows = await db.query<PageResult>(
    `SELECT ${PAGE_COLUMNS} FROM pages
     WHERE published AND is_public AND platform = $1 AND page_client_type = $2`,
    [platform, pageClientType],
  );
  return rows[0] ?? null;
}

/** Any page by id, published or not (drafts, previews, linked pages), or null. */
export async function findPageById(db: DbExecutor, id: string): Promise<PageResult | null> {
  const rows = await db.query<PageResult>(`SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
