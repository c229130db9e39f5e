import type { Db } from '../db/db.ts';
import type { AccessClaims } from '../services/tokens.ts';
import { createNoticedMemo } from '../services/noticed-memo.ts';

/** What the database says of a token's login: still alive, and whether it is a disposable card's. */
export type Liveness = { alive: true; card: boolean } | { alive: false };

/** Answers, for a token whose signature and expiry hold, whether its login is still alive. */
export interface SessionLiveness {
  check(claims: AccessClaims): Promise<Liveness>;
  close(): Promise<void>;
}

/**
 * Whether a token's login is alive, asked of the database once per login family and then kept in
 * memory (issue 24: resolving the caller costs no round trip per request). A family revoked or
 * removed, in this process or another, is dropped on the notice of migration 028's trigger.
 */
export async function createSessionLiveness(db: Db): Promise<SessionLiveness> {
  const memo = await createNoticedMemo<{ claims: AccessClaims; liveness: Liveness }>(db, 'mall_sessions');

  const ask = async (claims: AccessClaims): Promise<Liveness> => {
    const [row] = await db.query<{ card: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM disposable_cards d WHERE d.member_id = m.id) AS card
       FROM members m WHERE m.id = $1 AND m.one_id = $2 AND EXISTS (
         SELECT 1 FROM refresh_tokens r
         WHERE r.family = $3 AND r.member_id = m.id AND r.revoked_at IS NULL)`,
      [claims.memberId, claims.oneId, claims.family],
    );
    return row ? { alive: true, card: row.card } : { alive: false };
  };

  return {
    async check(claims) {
      const kept = await memo.get(claims.family, async () => ({ claims, liveness: await ask(claims) }));
      // A family names one member of one enterprise; a token claiming otherwise is asked about afresh.
      if (kept.claims.memberId === claims.memberId && kept.claims.oneId === claims.oneId)
        return kept.liveness;
      return ask(claims);
    },
    close: () => memo.close(),
  };
}
