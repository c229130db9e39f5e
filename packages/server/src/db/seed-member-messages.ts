import type { LeaveMessageType } from '@mall/schemas';
import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

/** fixtures/seed/member-messages.json; times are hours before the moment of seeding. */
interface SeedMemberMessages {
  leaveMessages: {
    id: string;
    memberId: string;
    type: LeaveMessageType;
    content: string;
    reply?: string;
    createdHoursAgo: number;
    repliedHoursAgo?: number;
  }[];
  stationMessages: {
    id: string;
    memberId: string;
    title: string;
    titleEn?: string;
    content: string;
    contentEn?: string;
    createdHoursAgo: number;
    /** Left out: unread. */
    readHoursAgo?: number;
  }[];
}

/**
 * Seeds the demo members' messages and suggestions (one answered) and station messages (one read)
 * from `seed/member-messages.json`. Runs after the members; existing rows are left alone
 * (`ON CONFLICT DO NOTHING`), so running it again changes nothing.
 */
export async function seedMemberMessages(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const ago = (hours: number | undefined) =>
    hours === undefined ? null : new Date(minute - hours * 3_600_000);
  const seed = readSeedJson<SeedMemberMessages>(fixturesDir, 'seed/member-messages.json');
  for (const m of seed.leaveMessages) {
    await tx.query(
      `INSERT INTO member_leave_messages (id, member_id, type, content, reply, replied_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [m.id, m.memberId, m.type, m.content, m.reply ?? null, ago(m.repliedHoursAgo), ago(m.createdHoursAgo)],
    );
  }
  for (const m of seed.stationMessages) {
    await tx.query(
      `INSERT INTO member_station_messages (id, member_id, title, title_en, content, content_en, read_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        m.id,
        m.memberId,
        m.title,
        m.titleEn ?? null,
        m.content,
        m.contentEn ?? null,
        ago(m.readHoursAgo),
        ago(m.createdHoursAgo),
      ],
    );
  }
}
