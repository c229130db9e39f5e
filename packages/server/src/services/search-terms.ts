import type { DbExecutor } from '../db/db.ts';

/** How many hot terms the header shows. Defaults to `8`. */
export const HOT_SEARCH_TERM_LIMIT = 8;

/** The hot search terms in the operators' order, in English for en-US where one is set. */
export async function getHotSearchTerms(db: DbExecutor, locale: 'zh-CN' | 'en-US'): Promise<string[]> {
  const rows = await db.query<{ term: string; termEn: string | null }>(
    `SELECT term, term_en AS "termEn" FROM search_terms WHERE hot ORDER BY sort_order, term LIMIT $1`,
    [HOT_SEARCH_TERM_LIMIT],
  );
  return rows.map((row) => (locale === 'en-US' && row.termEn ? row.termEn : row.term));
}
