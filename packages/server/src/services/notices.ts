import type { Notice, NoticeDetail, NoticeListQuery, NoticePage } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

// Enterprise (EP) and platform (PF) notices: the paged list and one notice. An enterprise notice is
// seen by the members of its enterprise only; to anyone else it does not exist.

/** Message of an unknown, unpublished or other-enterprise notice. */
export const NOTICE_NOT_FOUND = '公告不存在或已下线';
/** Page size of a list call that names none. Defaults to `10`. */
export const DEFAULT_NOTICE_PAGE_SIZE = 10;

/** The mall's business time zone is China's (UTC+8, no daylight saving). */
const MALL_UTC_OFFSET_MS = 8 * 3_600_000;

/**
 * A time as the mall's back office writes it: `yyyy-MM-dd HH:mm:ss` in UTC+8. Lists show the first
 * 10 characters, which must be the date in China, not in UTC.
 */
export function formatMallTime(time: Date): string {
  return new Date(time.getTime() + MALL_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

interface NoticeRow {
  id: string;
  noticeTitle: string;
  noticeType: Notice['noticeType'];
  noticeRange: Notice['noticeRange'];
  createTime: Date;
  updateTime: Date;
}

const NOTICE_COLUMNS = `id, notice_title AS "noticeTitle", notice_type AS "noticeType",
  notice_range AS "noticeRange", create_time AS "createTime", update_time AS "updateTime"`;

// $1 EP wanted, $2 the caller's enterprise, $3 PF wanted, $4 the platform of PF notices (NULL: any).
const VISIBLE_NOTICES = `published AND (
  ($1::boolean AND notice_type = 'EP' AND one_id = $2::text)
  OR ($3::boolean AND notice_type = 'PF' AND ($4::text IS NULL OR notice_range = $4::text)))`;

function toNotice(row: NoticeRow): Notice {
  return { ...row, createTime: formatMallTime(row.createTime), updateTime: formatMallTime(row.updateTime) };
}

/**
 * A page of published notices, newest (last updated) first: the enterprise notices of `oneId` and
 * the platform notices (of `noticeRange` when given), or one kind by `noticeType`. A guest
 * (`oneId` null) gets platform notices only.
 */
export async function listNotices(
  db: DbExecutor,
  query: NoticeListQuery,
  oneId: string | null,
): Promise<NoticePage> {
  const current = Number(query.pageNumber ?? 1);
  const size = Number(query.pageSize ?? DEFAULT_NOTICE_PAGE_SIZE);
  const params = [
    query.noticeType !== 'PF' && oneId !== null,
    oneId,
    query.noticeType !== 'EP',
    query.noticeRange ?? null,
  ];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM notices WHERE ${VISIBLE_NOTICES}`,
    params,
  );
  const total = count?.total ?? 0;
  const rows =
    total > (current - 1) * size
      ? await db.query<NoticeRow>(
          `SELECT ${NOTICE_COLUMNS} FROM notices WHERE ${VISIBLE_NOTICES}
           ORDER BY update_time DESC, id DESC LIMIT $5 OFFSET $6`,
          [...params, size, (current - 1) * size],
        )
      : [];
  return { records: rows.map(toNotice), total, size, current };
}

/**
 * One published notice with its content: a platform notice for anyone, an enterprise notice for
 * the members of its enterprise. Anything else is a 404, so ids of other enterprises leak nothing.
 */
export async function getNotice(db: DbExecutor, id: string, oneId: string | null): Promise<NoticeDetail> {
  const [row] = await db.query<NoticeRow & { content: string }>(
    `SELECT ${NOTICE_COLUMNS}, content FROM notices
     WHERE id = $1 AND published AND (notice_type = 'PF' OR one_id = $2::text)`,
    [id, oneId],
  );
  if (!row) throw new ApiError(404, NOTICE_NOT_FOUND);
  return { ...toNotice(row), content: row.content };
}
