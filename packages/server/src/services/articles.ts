import type { Article, ArticleCategory, ArticleListQuery, ArticlePage, ArticleSummary } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { inLocale, type Locale } from './locale.ts';
import { limitOffset, pageOf } from './list-page.ts';
import { formatMallTime } from './notices.ts';

// The help centre's articles (spec 01 section 7): a page of articles by category and keyword, the
// categories, and one article. Guests read them as members do; texts come in the caller's language,
// the Chinese where an English one is missing.

/** Message of an unknown or unpublished article. */
export const ARTICLE_NOT_FOUND = '文章不存在或已下线';
/** Page size of a list call that names none. Defaults to `10`. */
export const DEFAULT_ARTICLE_PAGE_SIZE = 10;
/** The longest summary a list row carries, in characters. */
export const ARTICLE_SUMMARY_LENGTH = 80;

interface ArticleRow {
  id: string;
  categoryId: string;
  categoryName: string;
  categoryNameEn: string | null;
  title: string;
  titleEn: string | null;
  body: string;
  bodyEn: string | null;
  sortOrder: number;
  updateTime: Date;
}

const ARTICLE_COLUMNS = `a.id, a.category_id AS "categoryId", c.name AS "categoryName",
  c.name_en AS "categoryNameEn", a.title, a.title_en AS "titleEn", a.body, a.body_en AS "bodyEn",
  a.sort_order AS "sortOrder", a.update_time AS "updateTime"`;

// $1 the category (NULL: any), $2 the keyword as an ILIKE pattern (NULL: any).
const LISTED_ARTICLES = `FROM articles a JOIN article_categories c ON c.id = a.category_id
  WHERE a.published AND ($1::text IS NULL OR a.category_id = $1::text)
    AND ($2::text IS NULL OR a.title ILIKE $2 OR a.title_en ILIKE $2 OR a.body ILIKE $2 OR a.body_en ILIKE $2)`;

/** A keyword as an ILIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The text of an article's HTML, whitespace collapsed, cut to `ARTICLE_SUMMARY_LENGTH` characters. */
export function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length > ARTICLE_SUMMARY_LENGTH
    ? `${characters.slice(0, ARTICLE_SUMMARY_LENGTH - 1).join('')}…`
    : text;
}

function toSummary(row: ArticleRow, locale: Locale): ArticleSummary {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: inLocale(locale, row.categoryName, row.categoryNameEn),
    title: inLocale(locale, row.title, row.titleEn),
    summary: summaryOf(inLocale(locale, row.body, row.bodyEn)),
    sortOrder: row.sortOrder,
    updateTime: formatMallTime(row.updateTime),
  };
}

/**
 * A page of published articles, by category order then their own, of one category and with a
 * keyword when asked (an unknown category is an empty page, not an error: the list is a search).
 */
export async function listArticles(
  db: DbExecutor,
  query: ArticleListQuery,
  locale: Locale,
): Promise<ArticlePage> {
  const page = {
    pageNumber: Number(query.pageNumber ?? 1),
    pageSize: Number(query.pageSize ?? DEFAULT_ARTICLE_PAGE_SIZE),
  };
  const params = [
    query.categoryId ?? null,
    query.keyword === undefined ? null : containsPattern(query.keyword),
  ];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${LISTED_ARTICLES}`,
    params,
  );
  const total = count?.total ?? 0;
  const [limit, offset] = limitOffset(page);
  const rows =
    total > offset
      ? await db.query<ArticleRow>(
          `SELECT ${ARTICLE_COLUMNS} ${LISTED_ARTICLES}
           ORDER BY c.sort_order, c.id, a.sort_order, a.id LIMIT $3 OFFSET $4`,
          [...params, limit, offset],
        )
      : [];
  return pageOf(
    rows.map((row) => toSummary(row, locale)),
    total,
    page,
  );
}

/** Every category in its order, with how many published articles it holds. */
export async function listArticleCategories(db: DbExecutor, locale: Locale): Promise<ArticleCategory[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    nameEn: string | null;
    sortOrder: number;
    articleCount: number;
  }>(
    `SELECT c.id, c.name, c.name_en AS "nameEn", c.sort_order AS "sortOrder",
            (SELECT count(*)::int FROM articles a WHERE a.category_id = c.id AND a.published) AS "articleCount"
     FROM article_categories c ORDER BY c.sort_order, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: inLocale(locale, row.name, row.nameEn),
    sortOrder: row.sortOrder,
    articleCount: row.articleCount,
  }));
}

/** One published article with its HTML body; an unknown or unpublished id: ApiError 404. */
export async function getArticle(db: DbExecutor, id: string, locale: Locale): Promise<Article> {
  const [row] = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN article_categories c ON c.id = a.category_id
     WHERE a.id = $1 AND a.published`,
    [id],
  );
  if (!row) throw new ApiError(404, ARTICLE_NOT_FOUND);
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: inLocale(locale, row.categoryName, row.categoryNameEn),
    title: inLocale(locale, row.title, row.titleEn),
    content: inLocale(locale, row.body, row.bodyEn),
    sortOrder: row.sortOrder,
    updateTime: formatMallTime(row.updateTime),
  };
}
