import type { NavItem } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import type { Caller } from '../http/caller.ts';
import { readablePageCondition } from './pages.ts';

// The top navigation beside the category menu (spec 02 section 2): the items every visitor sees, the
// extra ones of the caller's enterprise and of the page being shown. Which of them the storefront
// finally shows (a plan's or market's availability, the isYear and isQuarter flags) it decides itself.

/**
 * The navigation items for the caller, sorted by `sort` (then id): the items for everyone, those of
 * the caller's enterprise (none for a guest), and with `pageId` that page's items; names in the
 * caller's language. An unknown page adds nothing, and so does one the caller may not read (a draft,
 * another enterprise's page), so its items tell nothing of it.
 */
export async function listNavItems(
  db: DbExecutor,
  pageId: string | null,
  caller: Pick<Caller, 'oneId' | 'locale'>,
): Promise<NavItem[]> {
  const rows = await db.query<NavItem & { nameEn: string | null }>(
    `SELECT id, name, name_en AS "nameEn", url, sort FROM nav_items
     WHERE (one_id IS NULL OR one_id = $1)
       AND (page_id IS NULL
            OR (page_id = $2 AND EXISTS (SELECT 1 FROM pages p WHERE p.id = $2 AND ${readablePageCondition('p', '$1')})))
     ORDER BY sort, id`,
    [caller.oneId, pageId],
  );
  return rows.map(({ nameEn, ...item }) => ({
    ...item,
    name: caller.locale === 'en-US' && nameEn ? nameEn : item.name,
  }));
}
