import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DbExecutor } from './db.ts';

// ---------------------------------------------------------------------------------------------
// Shapes of fixtures/seed/notices.json and popups.json

/** Times count back from the moment of seeding, so a fresh seed always has recent notices. */
interface SeedNotice {
  id: string;
  noticeType: 'EP' | 'PF';
  /** The enterprise of an EP notice. */
  oneId?: string;
  /** The platform of a PF notice. */
  noticeRange?: 'HSHSC' | 'DZPT';
  noticeTitle: string;
  content: string;
  published: boolean;
  createdHoursAgo: number;
  updatedHoursAgo: number;
}

/** The popup's window counts from the moment of seeding; a null end keeps it open. */
interface SeedPopup {
  id: string;
  popupType: 'TH' | 'EP' | 'PF';
  popupFrequency: 0 | 1 | 3;
  popupRange: 'HSHSC' | 'DZPT' | 'OT';
  oneId: string | null;
  popupTitle: string;
  popupMessage: string;
  startsInHours: number;
  endsInHours: number | null;
}

// ---------------------------------------------------------------------------------------------

function readSeed<T>(fixturesDir: string, file: string): T {
  return JSON.parse(readFileSync(join(fixturesDir, 'seed', file), 'utf8')) as T;
}

// China's time, in which the notices are written (UTC+8, no daylight saving).
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * A notice's text with its dates filled in from the moment of seeding: `{{year}}` is that year and
 * `{{date:+90d}}` the day 90 days on (`2026年5月30日`), in China's time. A notice published a day
 * before the seed must not name a day of the seed's past as still to come (issue 22: a notice of
 * 2026-11-26 said its points were valid until 2026-03-31).
 */
export function fillNoticeDates(text: string, now: Date): string {
  const inChina = (time: number) => new Date(time + CHINA_OFFSET_MS);
  return text
    .replaceAll('{{year}}', String(inChina(now.getTime()).getUTCFullYear()))
    .replace(/\{\{date:([+-]\d+)d\}\}/g, (_, days: string) => {
      const day = inChina(now.getTime() + Number(days) * 86_400_000);
      return `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`;
    });
}

/**
 * Seeds the notices and popups of `fixturesDir/seed/`, dated relative to `now` (in whole minutes,
 * as the rest of the seed). Existing rows are left alone.
 */
export async function seedNoticesAndPopups(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = (hours: number) => new Date(minute + hours * 3_600_000);

  for (const n of readSeed<SeedNotice[]>(fixturesDir, 'notices.json')) {
    await tx.query(
      `INSERT INTO notices (id, notice_type, one_id, notice_range, notice_title, content, published,
                            create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        n.id,
        n.noticeType,
        n.oneId ?? null,
        n.noticeRange ?? null,
        fillNoticeDates(n.noticeTitle, now),
        fillNoticeDates(n.content, now),
        n.published,
        at(-n.createdHoursAgo),
        at(-n.updatedHoursAgo),
      ],
    );
  }

  for (const p of readSeed<SeedPopup[]>(fixturesDir, 'popups.json')) {
    const created = at(Math.min(p.startsInHours, 0));
    await tx.query(
      `INSERT INTO popups (id, popup_type, popup_frequency, popup_range, one_id, popup_title, popup_message,
                           start_time, end_time, create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT DO NOTHING`,
      [
        p.id,
        p.popupType,
        p.popupFrequency,
        p.popupRange,
        p.oneId,
        p.popupTitle,
        fillNoticeDates(p.popupMessage, now),
        at(p.startsInHours),
        p.endsInHours === null ? null : at(p.endsInHours),
        created,
      ],
    );
  }
}
