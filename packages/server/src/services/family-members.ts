import { randomUUID } from 'node:crypto';
import type { FamilyMember, FamilyMemberInput } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, formRefusal } from '../http/api-error.ts';
import { chinaDay } from './shell-booking.ts';

// The family members an employee names for family plan cases (/familyInfo): up to 10 live ones.
// Every query names the member, so another member's family member is as unknown as a made-up id.
// Removing one only marks it (removed_at): the orders made for them keep pointing at the row.
// Writes lock the member's row, so two adds at once never make an 11th; refusals write nothing.

/** Refusals of the family-member rules, in the words /familyInfo shows (its own checks use them too). */
export const FAMILY_MESSAGES = {
  /** An id that is not one of the member's live family members (another member's included). */
  notFound: '家属不存在',
  /** Adding an 11th live family member. */
  tooMany: '最多添加10位家属',
  nameBlank: '请填写家属姓名',
  nameTooLong: '家属姓名不能超过20个字',
  nameSpaces: '家属姓名首尾不能有空格',
  relation: '请选择与本人关系',
  mobileBlank: '请填写手机号',
  mobile: '请输入正确的手机号',
  birthday: '请输入正确的出生日期',
  birthdayInFuture: '出生日期不能晚于今天',
} as const;

/** How many live family members a member may keep. */
export const FAMILY_MEMBER_CAP = 10;

interface FamilyRow {
  id: string;
  name: string;
  relation: FamilyMember['relation'];
  mobile: string;
  birthday: string | null;
  createdAt: Date;
}

const FAMILY_COLUMNS = `id, name, relation, mobile, to_char(birthday, 'YYYY-MM-DD') AS birthday,
  created_at AS "createdAt"`;

const toFamilyMember = (row: FamilyRow): FamilyMember => ({
  id: row.id,
  name: row.name,
  relation: row.relation,
  mobile: row.mobile,
  birthday: row.birthday,
  createTime: row.createdAt.toISOString(),
});

/** The member's live family members, the oldest first. */
export async function listFamilyMembers(db: DbExecutor, memberId: string): Promise<FamilyMember[]> {
  const rows = await db.query<FamilyRow>(
    `SELECT ${FAMILY_COLUMNS} FROM family_members WHERE member_id = $1 AND removed_at IS NULL
     ORDER BY created_at, id`,
    [memberId],
  );
  return rows.map(toFamilyMember);
}

/** One of the member's live family members; otherwise ApiError 404 (家属不存在). */
export async function getFamilyMember(db: DbExecutor, memberId: string, id: string): Promise<FamilyMember> {
  const [row] = await db.query<FamilyRow>(
    `SELECT ${FAMILY_COLUMNS} FROM family_members WHERE member_id = $1 AND id = $2 AND removed_at IS NULL`,
    [memberId, id],
  );
  if (!row) throw new ApiError(404, FAMILY_MESSAGES.notFound);
  return toFamilyMember(row);
}

/** Whether a YYYY-MM-DD the schema let through is a real calendar day (not 2026-02-30). */
const isCalendarDay = (day: string): boolean => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
};

/** The birthday as stored: a real day not after today in China, or null when not given. */
function checkedBirthday(input: FamilyMemberInput, now: Date): string | null {
  const birthday = input.birthday ?? null;
  if (birthday === null || birthday === '') return null;
  if (!isCalendarDay(birthday)) throw formRefusal(FAMILY_MESSAGES.birthday);
  if (birthday > chinaDay(now)) throw formRefusal(FAMILY_MESSAGES.birthdayInFuture);
  return birthday;
}

async function lockMember(tx: DbExecutor, memberId: string): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

/** Adds a family member and answers it. Refused for an 11th live one and a birthday to come. */
export async function addFamilyMember(
  db: Db,
  memberId: string,
  input: FamilyMemberInput,
  now: Date,
): Promise<FamilyMember> {
  const birthday = checkedBirthday(input, now);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM family_members WHERE member_id = $1 AND removed_at IS NULL',
      [memberId],
    );
    if ((count?.n ?? 0) >= FAMILY_MEMBER_CAP) throw formRefusal(FAMILY_MESSAGES.tooMany);
    const id = `fam-${randomUUID()}`;
    await tx.query(
      `INSERT INTO family_members (id, member_id, name, relation, mobile, birthday, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7)`,
      [id, memberId, input.name, input.relation, input.mobile, birthday, now],
    );
    return getFamilyMember(tx, memberId, id);
  });
}

/** Replaces one of the member's live family members with `input`; another's or unknown: 404. */
export async function editFamilyMember(
  db: Db,
  memberId: string,
  id: string,
  input: FamilyMemberInput,
  now: Date,
): Promise<FamilyMember> {
  const birthday = checkedBirthday(input, now);
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE family_members SET name = $3, relation = $4, mobile = $5, birthday = $6::date
       WHERE member_id = $1 AND id = $2 AND removed_at IS NULL RETURNING id`,
      [memberId, id, input.name, input.relation, input.mobile, birthday],
    );
    if (updated.length === 0) throw new ApiError(404, FAMILY_MESSAGES.notFound);
    return getFamilyMember(tx, memberId, id);
  });
}

/**
 * Removes one of the member's live family members: it leaves the list and can no longer be named,
 * while the orders made for them still show them. Another's, removed or unknown: 404.
 */
export async function removeFamilyMember(
  db: DbExecutor,
  memberId: string,
  id: string,
  now: Date,
): Promise<void> {
  const removed = await db.query(
    `UPDATE family_members SET removed_at = $3 WHERE member_id = $1 AND id = $2 AND removed_at IS NULL
     RETURNING id`,
    [memberId, id, now],
  );
  if (removed.length === 0) throw new ApiError(404, FAMILY_MESSAGES.notFound);
}
