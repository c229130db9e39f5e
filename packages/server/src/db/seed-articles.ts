import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

// The help centre's articles (fixtures/seed/articles.json): the shopping guide, delivery, after-sale
// and refund standards, contact pages and the FAQ, in Chinese and English.

interface SeedArticleCategory {
  id: string;
  name: string;
  nameEn: string;
  sortOrder: number;
}

/** An article's time counts back from the moment of seeding; a draft says `published: false`. */
interface SeedArticle {
  id: string;
  categoryId: string;
  sortOrder: number;
  title: string;
  titleEn: string;
  body: string;
  bodyEn: string;
  updatedDaysAgo: number;
  published?: boolean;
}

interface SeedArticles {
  categories: SeedArticleCategory[];
  articles: SeedArticle[];
}

/** Seeds the article categories and articles, dated relative to `now`; existing rows are left alone. */
export async function seedArticles(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const { categories, articles } = readSeedJson<SeedArticles>(fixturesDir, 'seed/articles.json');
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;

  for (const c of categories) {
    await tx.query(
      `INSERT INTO article_categories (id, name, name_en, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [c.id, c.name, c.nameEn, c.sortOrder],
    );
  }
  for (const a of articles) {
    const updated = new Date(minute - a.updatedDaysAgo * 86_400_000);
    await tx.query(
      `INSERT INTO articles (id, category_id, title, title_en, body, body_en, sort_order, published,
                             create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT DO NOTHING`,
      [a.id, a.categoryId, a.title, a.titleEn, a.body, a.bodyEn, a.sortOrder, a.published ?? true, updated],
    );
  }
}
