import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

/** A search term of fixtures/seed/search-terms.json; its place in the file is its sort order. */
interface SeedSearchTerm {
  term: string;
  termEn?: string;
  hot: boolean;
}

/** Seeds the search terms (hot ones shown under the search box). */
export async function seedSearchTerms(tx: DbExecutor, fixturesDir: string): Promise<void> {
  for (const [i, t] of readSeedJson<SeedSearchTerm[]>(fixturesDir, 'seed/search-terms.json').entries()) {
    await tx.query(
      `INSERT INTO search_terms (term, term_en, hot, sort_order) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [t.term, t.termEn ?? null, t.hot, i],
    );
  }
}
