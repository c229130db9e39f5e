import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

/** An item of the top navigation, as fixtures/seed/nav-items.json holds it. */
interface SeedNavItem {
  id: string;
  /** The enterprise whose employees see it; null: everyone. */
  oneId: string | null;
  /** The page that adds it; null: every page. */
  pageId: string | null;
  name: string;
  nameEn: string;
  url: string;
  sort: number;
}

/** Inserts the navigation items of fixtures/seed/nav-items.json (one statement); existing ids are left alone. */
export async function seedNavItems(tx: DbExecutor, fixturesDir: string): Promise<void> {
  const items = readSeedJson<SeedNavItem[]>(fixturesDir, 'seed/nav-items.json');
  await tx.query(
    `INSERT INTO nav_items (id, one_id, page_id, name, name_en, url, sort)
     SELECT id, "oneId", "pageId", name, "nameEn", url, sort
     FROM json_to_recordset($1::json) AS t(id text, "oneId" text, "pageId" text, name text, "nameEn" text, url text, sort int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(items)],
  );
}
