import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../db/db.ts';

const SECRET_KEY = 'token_secret';

/**
 * The HS256 secret tokens are signed with: env MALL_TOKEN_SECRET (at least 32 characters) when set,
 * else a random secret generated on first use and kept in `app_meta`, so restarts keep sessions and
 * every process on the same database agrees.
 */
export async function loadTokenSecret(
  db: DbExecutor,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Uint8Array> {
  const fromEnv = env.MALL_TOKEN_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('MALL_TOKEN_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  // Two processes starting together may both generate one; the first insert wins and both read it.
  await db.query(`INSERT INTO app_meta (meta_key, meta_value) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    SECRET_KEY,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(
    `SELECT meta_value AS value FROM app_meta WHERE meta_key = $1`,
    [SECRET_KEY],
  );
  if (!row) throw new Error('could not store the token secret');
  return Buffer.from(row.value, 'base64url');
}
