import { hashPassword } from '../services/password-hash.ts';
import type { DbExecutor } from './db.ts';

// Seeds members, of fixtures/seed/members.json and of the cards of cards.json alike. Called inside
// the seed's transaction; a member seeded before is left alone, so a second run changes nothing.

/** A member of the seed. Absent flags take the table's defaults. */
export interface SeedMember {
  id: string;
  oneId: string;
  username: string;
  /**
   * The plain demo password (printed in the README), hashed when seeding; absent for a member who
   * cannot log in by password at all (a disposable-card member logs in by SMS code only).
   */
  password?: string;
  nickName: string;
  code: string;
  mobile?: string;
  email?: string;
  point: number;
  /** A demo pay password; none set when absent. */
  payPassword?: string;
  updatePwd?: '0' | '1';
  updatePayPwd?: '0' | '1';
  updatePayPwdWithCode?: '0' | '1';
  canLogout?: boolean;
  dealerCode?: string;
  platformPermission?: 'HSHSC' | 'DZPT' | 'ALL';
}

/**
 * What `password_hash` holds for a member with no password: not a PHC string, so every password
 * check against it fails (the `!` of a locked /etc/shadow entry).
 */
export const NO_PASSWORD_HASH = '!';

/** Inserts the members not seeded before, hashing their demo passwords. */
export async function seedMembers(tx: DbExecutor, members: readonly SeedMember[]): Promise<void> {
  for (const m of members) {
    // Hashing costs tens of milliseconds; a member seeded before keeps their hash.
    const existing = await tx.query('SELECT 1 FROM members WHERE id = $1', [m.id]);
    if (existing.length > 0) continue;
    await tx.query(
      `INSERT INTO members (id, one_id, username, nick_name, code, mobile, email, password_hash, point,
                            update_pwd, update_pay_pwd, update_pay_pwd_with_code, can_logout, dealer_code,
                            platform_permission, pay_password_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT DO NOTHING`,
      [
        m.id,
        m.oneId,
        m.username,
        m.nickName,
        m.code,
        m.mobile ?? null,
        m.email ?? null,
        m.password ? await hashPassword(m.password) : NO_PASSWORD_HASH,
        m.point,
        m.updatePwd ?? '0',
        m.updatePayPwd ?? '0',
        m.updatePayPwdWithCode ?? '0',
        m.canLogout ?? true,
        m.dealerCode ?? null,
        m.platformPermission ?? null,
        m.payPassword ? await hashPassword(m.payPassword) : null,
      ],
    );
  }
}
