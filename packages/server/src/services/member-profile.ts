import { MOBILE_PATTERN, type MemberDetail, type MemberUpdateRequest } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError, formRefusal } from '../http/api-error.ts';
import { BAD_MOBILE, UNREADABLE_PASSWORD } from './account-rules.ts';
import { inLocale, type Locale } from './locale.ts';
import { decryptPassword, encryptPassword } from './password-cipher.ts';

// The member's profile (/home/profile, spec 03 section 7): getUserDetail answers the employee
// number, mobile and e-mail sealed with the password cipher, updateUser takes them sealed the same
// way, so neither shows in logs or proxies in the clear.

/** A nickname has at most this many characters (spec 03 sections 5 and 9). Defaults to `10`. */
export const NICKNAME_MAX_LENGTH = 10;
/** An employee number has at most this many characters. Defaults to `32`. */
export const EMPLOYEE_CODE_MAX_LENGTH = 32;

/** Refusals of the profile, in the words the nickname dialog shows. */
export const MEMBER_PROFILE_MESSAGES = {
  nickNameRequired: '昵称不能为空',
  nickNameTooLong: `昵称最多${NICKNAME_MAX_LENGTH}个字`,
  badMobile: BAD_MOBILE,
  badEmail: '请输入正确的邮箱',
  badCode: `工号最多${EMPLOYEE_CODE_MAX_LENGTH}个字符`,
  unreadable: UNREADABLE_PASSWORD,
} as const;

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** The member's profile; code, mobile and e-mail encrypted (null when the member has none). */
export async function getMemberDetail(
  db: DbExecutor,
  memberId: string,
  context: { passwordKey: Buffer; locale: Locale },
): Promise<MemberDetail> {
  const [row] = await db.query<{
    id: string;
    username: string;
    nickName: string;
    code: string;
    mobile: string | null;
    email: string | null;
    point: number;
    oneId: string;
    name: string;
    nameEn: string | null;
  }>(
    `SELECT m.id, m.username, m.nick_name AS "nickName", m.code, m.mobile, m.email, m.point,
            m.one_id AS "oneId", e.name, e.name_en AS "nameEn"
     FROM members m JOIN enterprises e ON e.one_id = m.one_id WHERE m.id = $1`,
    [memberId],
  );
  if (!row) throw new ApiError(404, '用户不存在');
  const seal = (value: string | null) => (value ? encryptPassword(value, context.passwordKey) : null);
  return {
    id: row.id,
    username: row.username,
    nickName: row.nickName,
    code: seal(row.code),
    mobile: seal(row.mobile),
    email: seal(row.email),
    point: row.point,
    oneId: row.oneId,
    enterpriseName: inLocale(context.locale, row.name, row.nameEn),
  };
}

/** The plain value of a sealed field; refuses one that does not decrypt. */
function unsealed(wire: string, key: Buffer): string {
  const plain = decryptPassword(wire, key);
  if (plain === null) throw formRefusal(MEMBER_PROFILE_MESSAGES.unreadable);
  return plain.trim();
}

/**
 * Changes the nickname (required, at most 10 characters) and, when sent, the employee number,
 * mobile and e-mail. A mobile or e-mail that changes is no longer verified, so an enterprise that
 * requires verification asks again. One statement: all or nothing.
 */
export async function updateMember(
  db: DbExecutor,
  memberId: string,
  request: MemberUpdateRequest,
  passwordKey: Buffer,
): Promise<void> {
  const nickName = (request.nickName ?? '').trim();
  if (!nickName) throw formRefusal(MEMBER_PROFILE_MESSAGES.nickNameRequired);
  if ([...nickName].length > NICKNAME_MAX_LENGTH) throw formRefusal(MEMBER_PROFILE_MESSAGES.nickNameTooLong);
  const code = request.code === undefined ? null : unsealed(request.code, passwordKey);
  if (code !== null && [...code].length > EMPLOYEE_CODE_MAX_LENGTH)
    throw formRefusal(MEMBER_PROFILE_MESSAGES.badCode);
  const mobile = request.mobile === undefined ? null : unsealed(request.mobile, passwordKey);
  if (mobile !== null && !MOBILE_PATTERN.test(mobile)) throw formRefusal(MEMBER_PROFILE_MESSAGES.badMobile);
  const email = request.email === undefined ? null : unsealed(request.email, passwordKey).toLowerCase();
  if (email !== null && !EMAIL_PATTERN.test(email)) throw formRefusal(MEMBER_PROFILE_MESSAGES.badEmail);
  await db.query(
    `UPDATE members SET
       nick_name = $2,
       code = COALESCE($3, code),
       mobile_verified_at = CASE WHEN $4::text IS NULL OR mobile IS NOT DISTINCT FROM $4 THEN mobile_verified_at END,
       mobile = COALESCE($4, mobile),
       email_verified_at = CASE WHEN $5::text IS NULL OR email IS NOT DISTINCT FROM $5 THEN email_verified_at END,
       email = COALESCE($5, email)
     WHERE id = $1`,
    [memberId, nickName, code, mobile, email],
  );
}
