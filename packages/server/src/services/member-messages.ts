import { randomUUID } from 'node:crypto';
import type {
  LeaveMessage,
  LeaveMessageRequest,
  LeaveMessageType,
  StationMessage,
  StationMessagePage,
} from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { bodyRefusal, type BodyFieldError } from '../http/worded-body-error.ts';
import { limitOffset, memberListReader, pageOf, type ListPage } from './list-page.ts';
import { inLocale, type Locale } from './locale.ts';

// The member's messages (/home/message): the messages and suggestions they leave for the service
// (spec 03 section 5: at most 300 characters) with the service's replies, and the station messages
// the mall sends them, which they mark read or delete. Every query names the member, so another
// member's message is as unknown as a made-up id; every refusal writes nothing.

/** Refusals, in the words the message page shows. */
export const MEMBER_MESSAGE_MESSAGES = {
  /** The type is missing or not one of the three. */
  type: '请选择留言类型',
  /** The text is missing or only spaces. */
  blank: '请填写留言内容',
  /** Spec 03 section 5: 'message text at most 300'. */
  tooLong: '留言内容不能超过300个字',
  /** A station message id that is not one of the member's. */
  notFound: '消息不存在',
} as const;

/** Most characters a message may have. */
export const LEAVE_MESSAGE_MAX = 300;

// ---------------------------------------------------------------------------------------------
// Messages and suggestions

function wordField({ error, field, blank }: BodyFieldError): string | undefined {
  if (field === 'type') return MEMBER_MESSAGE_MESSAGES.type;
  if (field !== 'content') return undefined;
  if (blank || error.keyword === 'pattern') return MEMBER_MESSAGE_MESSAGES.blank;
  if (error.keyword === 'maxLength') return MEMBER_MESSAGE_MESSAGES.tooLong;
  return MEMBER_MESSAGE_MESSAGES.blank;
}

/** The 400 refusal of a message whose body breaks the schema, worded from its first error. */
export const leaveMessageInputError = bodyRefusal(wordField);

interface LeaveMessageRow {
  id: string;
  type: LeaveMessageType;
  content: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
}

const LEAVE_COLUMNS = `id, type, content, reply, replied_at AS "repliedAt", created_at AS "createdAt"`;

function toLeaveMessage(row: LeaveMessageRow): LeaveMessage {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    reply: row.reply,
    replyTime: row.repliedAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
  };
}

/** Stores a message the member leaves (its body already checked by the schema) and answers it. */
export async function leaveMessage(
  db: DbExecutor,
  memberId: string,
  input: LeaveMessageRequest,
  now: Date,
): Promise<LeaveMessage> {
  const [row] = await db.query<LeaveMessageRow>(
    `INSERT INTO member_leave_messages (id, member_id, type, content, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${LEAVE_COLUMNS}`,
    [`lmsg-${randomUUID()}`, memberId, input.type, input.content, now],
  );
  if (!row) throw new Error('inserting a message answered no row');
  return toLeaveMessage(row);
}

/** A page of the messages the member left, the newest first, with the replies. */
export const listLeaveMessages = memberListReader(
  {
    rows: `SELECT ${LEAVE_COLUMNS} FROM member_leave_messages WHERE member_id = $1
     ORDER BY created_at DESC, id DESC`,
    countIn: 'member_leave_messages',
  },
  toLeaveMessage,
);

// ---------------------------------------------------------------------------------------------
// Station messages

interface StationMessageRow {
  id: string;
  title: string;
  titleEn: string | null;
  content: string;
  contentEn: string | null;
  readAt: Date | null;
  createdAt: Date;
}

/** A page of the member's station messages, unread first, then the newest, and the unread count. */
export async function listStationMessages(
  db: DbExecutor,
  memberId: string,
  page: ListPage,
  locale: Locale,
): Promise<StationMessagePage> {
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<StationMessageRow>(
    `SELECT id, title, title_en AS "titleEn", content, content_en AS "contentEn", read_at AS "readAt",
       created_at AS "createdAt"
     FROM member_station_messages WHERE member_id = $1
     ORDER BY (read_at IS NULL) DESC, created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const [count] = await db.query<{ n: number; unread: number }>(
    `SELECT count(*)::int AS n, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
     FROM member_station_messages WHERE member_id = $1`,
    [memberId],
  );
  const records: StationMessage[] = rows.map((row) => ({
    id: row.id,
    title: inLocale(locale, row.title, row.titleEn),
    content: inLocale(locale, row.content, row.contentEn),
    read: row.readAt !== null,
    readTime: row.readAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
  }));
  return { ...pageOf(records, count?.n ?? 0, page), unread: count?.unread ?? 0 };
}

/** Marks one of the member's station messages read (a read one keeps its first reading's time); 404 for another's. */
export async function markStationMessageRead(
  db: DbExecutor,
  memberId: string,
  id: string,
  now: Date,
): Promise<void> {
  const rows = await db.query(
    `UPDATE member_station_messages SET read_at = COALESCE(read_at, $3)
     WHERE member_id = $1 AND id = $2 RETURNING id`,
    [memberId, id, now],
  );
  if (rows.length === 0) throw new ApiError(404, MEMBER_MESSAGE_MESSAGES.notFound);
}

/** Deletes one of the member's station messages; 404 for another's or an unknown id. */
export async function deleteStationMessage(db: DbExecutor, memberId: string, id: string): Promise<void> {
  const rows = await db.query(
    'DELETE FROM member_station_messages WHERE member_id = $1 AND id = $2 RETURNING id',
    [memberId, id],
  );
  if (rows.length === 0) throw new ApiError(404, MEMBER_MESSAGE_MESSAGES.notFound);
}
