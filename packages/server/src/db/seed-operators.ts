import { hashPassword } from '../services/password-hash.ts';
import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

// Seeds the page studio's operators of fixtures/seed/operators.json (issue 23). Called inside the
// seed's transaction; an operator seeded before keeps its row and its hash.

/** An operator of the seed. */
export interface SeedOperator {
  id: string;
  username: string;
  /** The plain demo password (printed in the README), hashed when seeding. */
  password: string;
  nickName: string;
  role: 'platform' | 'enterprise';
  /** The platforms a platform operator is granted; empty for an enterprise operator. */
  platforms: ('HSHSC' | 'DZPT')[];
  /** The enterprise of an enterprise operator; null for a platform operator. */
  oneId: string | null;
}

/** Inserts the operators not seeded before, hashing their demo passwords. After the enterprises. */
export async function seedOperators(tx: DbExecutor, dir: string): Promise<void> {
  for (const o of readSeedJson<SeedOperator[]>(dir, 'seed/operators.json')) {
    // Hashing costs tens of milliseconds: skip it for an operator already there.
    const existing = await tx.query('SELECT 1 FROM operators WHERE id = $1', [o.id]);
    if (existing.length > 0) continue;
    await tx.query(
      `INSERT INTO operators (id, username, nick_name, password_hash, role, platforms, one_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [o.id, o.username, o.nickName, await hashPassword(o.password), o.role, o.platforms, o.oneId],
    );
  }
}

/**
 * What the studio needs of the seeded pages: a published one is its own version 1, and an English
 * version knows its page (migration 027 does the same for pages seeded before it). Runs again harmlessly.
 */
export async function seedPageVersions(tx: DbExecutor): Promise<void> {
  await tx.query(`UPDATE pages e SET english_of = p.id FROM pages p
                  WHERE p.id_en = e.id AND p.id <> e.id AND e.english_of IS NULL`);
  await tx.query(
    `INSERT INTO page_versions (page_id, version, page_data, published_at)
     SELECT id, 1, page_data, updated_at FROM pages WHERE published AND published_version IS NULL
     ON CONFLICT DO NOTHING`,
  );
  await tx.query(`UPDATE pages SET published_version = 1 WHERE published AND published_version IS NULL`);
}
