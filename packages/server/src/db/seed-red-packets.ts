import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

/** A batch of fixtures/seed/red-packets.json; its dates count from the moment of seeding, like plans.json. */
interface SeedRedPacketBatch {
  batchNo: string;
  name: string;
  nameEn?: string;
  /** Every member of this enterprise may receive one; null: only `memberIds`. */
  oneId: string | null;
  memberIds: string[];
  amountMin: number;
  amountMax: number;
  unit: string;
  unitEn?: string;
  /** Hours after the moment of seeding (negative: before). */
  startsInHours: number;
  endsInHours: number;
}

/**
 * Seeds the red-packet batches and their audiences from `seed/red-packets.json`. Runs after the
 * members; existing rows are left alone (`ON CONFLICT DO NOTHING`), so running it again changes nothing.
 */
export async function seedRedPackets(tx: DbExecutor, fixturesDir: string, now: Date): Promise<void> {
  const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  const at = (hours: number) => new Date(hour + hours * 3_600_000);
  for (const b of readSeedJson<SeedRedPacketBatch[]>(fixturesDir, 'seed/red-packets.json')) {
    await tx.query(
      `INSERT INTO red_packet_batches (batch_no, name, name_en, one_id, amount_min, amount_max, unit, unit_en,
         starts_at, ends_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [
        b.batchNo,
        b.name,
        b.nameEn ?? null,
        b.oneId,
        b.amountMin,
        b.amountMax,
        b.unit,
        b.unitEn ?? null,
        at(b.startsInHours),
        at(b.endsInHours),
        now,
      ],
    );
    for (const memberId of b.memberIds) {
      await tx.query(
        'INSERT INTO red_packet_audience (batch_no, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [b.batchNo, memberId],
      );
    }
  }
}
