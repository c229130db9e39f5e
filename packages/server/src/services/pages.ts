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
 * The page a slot shows: the enterprise's own page, else the page the platform shares with every
 * enterprise. Public (guest) pages are not returned here. Null when the slot shows none.
 */
export async function findSlotPage(db: DbExecutor, slot: PageSlot): Promise<PageResult | null> {
  const rows = await db.query<PageResult>(
    `SELECT ${PAGE_COLUMNS} FROM pages
     WHERE in_slot AND NOT is_public AND platform = $1 AND page_client_type = $2 AND page_type = $3
       AND (one_id = $4 OR one_id IS NULL)
     ORDER BY one_id IS NULL
     LIMIT 1`,
    [slot.platform, slot.pageClientType ?? 'PC', slot.pageType, slot.oneId ?? null],
  );
  return rows[0] ?? null;
}

/** The public page a platform shows (what a guest sees), or null. */
export async function findPublicPage(
  db: DbExecutor,
  platform: Platform,
  pageClientType = 'PC',
): Promise<PageResult | null> {
  const rows = await db.query<PageResult>(
    `SELECT ${PAGE_COLUMNS} FROM pages
     WHERE in_slot AND is_public AND platform = $1 AND page_client_type = $2`,
    [platform, pageClientType],
  );
  return rows[0] ?? null;
}

/**
 * The SQL condition (on the `pages` row `alias`) of a page the enterprise `oneIdParam` may read: a
 * published page shared by every enterprise, or one of its own (a guest passes NULL: shared ones only).
 */
export const readablePageCondition = (alias: string, oneIdParam: string): string =>
  `${alias}.published AND (${alias}.one_id IS NULL OR ${alias}.one_id = ${oneIdParam})`;

/**
 * A page by id that the caller's enterprise may read (`oneId` null for a guest), or null. A draft or
 * another enterprise's page answers null as an unknown id does, so the answer tells nothing of them;
 * a draft is seen only through a preview link, which proves the right to it ({@link findPreviewPage}).
 */
export async function findPageById(
  db: DbExecutor,
  id: string,
  oneId: string | null,
): Promise<PageResult | null> {
  const rows = await db.query<PageResult>(
    `SELECT ${PAGE_COLUMNS} FROM pages p WHERE p.id = $1 AND ${readablePageCondition('p', '$2')}`,
    [id, oneId],
  );
  return rows[0] ?? null;
}

/**
 * The draft of a page by id, as a preview link shows it (the holder of a valid link for this id: the
 * caller checks that), or null when there is no such page. The draft is what the operators have saved
 * (migration 027: `draft_data`, or the published data when there is no separate draft).
 */
export async function findPreviewPage(db: DbExecutor, id: string): Promise<PageResult | null> {
  const rows = await db.query<PageResult>(
    `SELECT id, COALESCE(draft_data, page_data) AS "pageData", is_english AS "isEnglish", id_en AS "idEn",
            page_type AS "pageType", platform
     FROM pages WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
