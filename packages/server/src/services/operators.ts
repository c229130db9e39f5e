import type { LoginRequest } from '@mall/schemas';
import type { Db } from '../db/db.ts';
import type { Operator } from '../http/operator-session.ts';
import { issueOperatorToken } from './operator-tokens.ts';
import { checkPasswordLogin, type LoginContext } from './passport.ts';

// The page studio's operators (issue 23): login and logout. Who may touch which page is
// services/page-rights.ts.

/** What an operator's login answers: the token, and who it is for. */
export interface OperatorLogin {
  accessToken: string;
  operator: Operator;
}

/**
 * Logs an operator in as a member logs in (image code, encrypted password, the same lock, the same
 * refusals: services/passport.ts `checkPasswordLogin`); a disabled operator is refused as an
 * unknown name is. Answers a new login's token.
 */
export async function operatorLogin(
  db: Db,
  request: Pick<LoginRequest, 'username' | 'password' | 'code'>,
  context: LoginContext,
): Promise<OperatorLogin> {
  const operator = await checkPasswordLogin(db, request, context, async () => {
    const [found] = await db.query<Operator & { passwordHash: string }>(
      `SELECT o.id, o.username, o.nick_name AS "nickName", o.role, o.one_id AS "oneId",
              o.password_hash AS "passwordHash",
              CASE WHEN o.role = 'platform' THEN o.platforms ELSE e.platform_permission END AS platforms
       FROM operators o LEFT JOIN enterprises e ON e.one_id = o.one_id
       WHERE o.username = $1 AND o.enabled`,
      [request.username.trim()],
    );
    if (!found) return undefined;
    const { passwordHash, ...account } = found;
    return { account, lock: { kind: 'operator', id: found.id }, hash: passwordHash };
  });
  const accessToken = await db.transaction((tx) =>
    issueOperatorToken(tx, operator.id, context.secret, context.now),
  );
  return { accessToken, operator };
}

/** Ends one login of an operator: its token answers 401 from now on. */
export async function operatorLogout(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE operator_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [
    sessionId,
    now,
  ]);
}
