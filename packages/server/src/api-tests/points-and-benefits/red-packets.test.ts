import {
  API_PATHS,
  type RedPacketBatch,
  type RedPacketPermission,
  type RedPacketReceipt,
} from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/db.ts';
import { RED_PACKET_MESSAGES } from '../../services/red-packets.ts';
import { makeBuyers } from '../../testing/buyers.ts';
import { expectGuestRefused, expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';
import { TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { setUpTestApp, TEST_APP_START } from '../../testing/test-app.ts';

// API tests of the red-packet game (spec 03 sections 4 and 7) against the real app on a seeded
// PGlite: who is told a packet waits, the batch to play for, receiving it once (sequentially and
// concurrently, on PGlite and PostgreSQL), and every refusal writing nothing.

const api = setUpTestApp();

/** cardzhou: the audience of the seeded spring batch (66-188 points), 2600 points to begin with. */
const ZHOU = { username: 'cardzhou', password: 'Zhou@2026', memberId: 'mbr-card-zhou', oneId: 'ent-acme' };
const ZHANG = { memberId: 'mbr-acme-zhang', oneId: 'ent-acme' };
const SPRING = 'RP-2026-SPRING';

let zhou: string;
let zhang: string;

beforeAll(async () => {
  zhou = (await loginAs(api.app, ZHOU)).accessToken;
  zhang = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
});

const HOUR = 3_600_000;

/** A batch for a test, by default running for zhangwei alone and paying exactly 50 points. */
async function addBatch(
  db: DbExecutor,
  batch: {
    batchNo: string;
    oneId?: string | null;
    memberIds?: string[];
    amountMin?: number;
    amountMax?: number;
    startsAt?: Date;
    endsAt?: Date;
    status?: 'ONLINE' | 'OFFLINE';
  },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO red_packet_batches (batch_no, name, one_id, amount_min, amount_max, unit, starts_at, ends_at,
       status, created_at)
     VALUES ($1, $1, $2, $3, $4, '福利积分', $5, $6, $7, $8)`,
    [
      batch.batchNo,
      batch.oneId ?? null,
      batch.amountMin ?? 50,
      batch.amountMax ?? batch.amountMin ?? 50,
      batch.startsAt ?? new Date(now.getTime() - HOUR),
      batch.endsAt ?? new Date(now.getTime() + HOUR),
      batch.status ?? 'ONLINE',
      now,
    ],
  );
  for (const memberId of batch.memberIds ?? (batch.oneId ? [] : [ZHANG.memberId])) {
    await db.query('INSERT INTO red_packet_audience (batch_no, member_id) VALUES ($1, $2)', [
      batch.batchNo,
      memberId,
    ]);
  }
}

/** The member's spendable points and their red-packet lines of point_log. */
async function pointsOf(db: DbExecutor, memberId: string) {
  const [member] = await db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [memberId]);
  const lines = await db.query<{ change: number; balanceAfter: number; remark: string }>(
    `SELECT change, balance_after AS "balanceAfter", remark FROM point_log
     WHERE member_id = $1 AND kind = 'RED_PACKET' ORDER BY id`,
    [memberId],
  );
  return { point: member?.point, lines };
}

const permission = async (accessToken: string) =>
  (await api.post<RedPacketPermission>(API_PATHS.packetPermissions, undefined, { accessToken })).body.result;
const query = (accessToken: string, headers: Record<string, string> = {}) =>
  api.post<RedPacketBatch | null>(API_PATHS.packetQuery, undefined, { accessToken, headers });
const receive = (accessToken: string, payload: object) =>
  api.post<RedPacketReceipt>(API_PATHS.packetReceive, payload, { accessToken });

describe('whether a red packet waits (permissions, packetQuery)', () => {
  it('tells a member of the batch audience that a packet waits, and names the batch to play for', async () => {
    expect(await permission(zhou)).toEqual({ hasPermission: true });
    const { status, body } = await query(zhou);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      batchNo: SPRING,
      name: '春季福利红包',
      unit: '福利积分',
      endTime: new Date(TEST_SEED_TIME.getTime() + 720 * HOUR).toISOString(),
    });
  });

  it('names the batch and its points in English for an en-US caller', async () => {
    const { body } = await query(zhou, { locale: 'en-US' });
    expect(body.result).toMatchObject({ name: 'Spring welfare red packet', unit: 'welfare points' });
  });

  it('tells a member outside every audience that none waits', async () => {
    expect(await permission(zhang)).toEqual({ hasPermission: false });
    expect((await query(zhang)).body.result).toBeNull();
  });

  it('tells nobody a packet waits from a batch not started, ended or taken offline', async () => {
    const now = api.clock;
    await addBatch(
      api.db,
      {
        batchNo: 'RP-WAIT-LATER',
        startsAt: new Date(now.getTime() + HOUR),
        endsAt: new Date(now.getTime() + 2 * HOUR),
      },
      now,
    );
    await addBatch(
      api.db,
      { batchNo: 'RP-WAIT-OVER', startsAt: new Date(now.getTime() - 2 * HOUR), endsAt: now },
      now,
    );
    await addBatch(api.db, { batchNo: 'RP-WAIT-OFFLINE', status: 'OFFLINE' }, now);
    expect(await permission(zhang)).toEqual({ hasPermission: false });
    expect((await query(zhang)).body.result).toBeNull();
  });

  it('refuses a guest', async () => {
    await expectGuestRefused(api.db, () => api.post(API_PATHS.packetPermissions));
  });
});

describe('receiving a red packet (packetReceive)', () => {
  it("pays an amount of the batch's rule into the member's points once; a second receive answers the same receipt", async () => {
    const before = await pointsOf(api.db, ZHOU.memberId);
    const first = await receive(zhou, { batchNo: SPRING, oneId: ZHOU.oneId, userId: ZHOU.memberId });
    expect(first.status).toBe(200);
    const receipt = first.body.result;
    expect(receipt).toMatchObject({
      batchNo: SPRING,
      unit: '福利积分',
      receiveTime: TEST_APP_START.toISOString(),
    });
    expect(receipt.balance).toBeGreaterThanOrEqual(66);
    expect(receipt.balance).toBeLessThanOrEqual(188);

    api.advanceClock(60);
    const second = await receive(zhou, { batchNo: SPRING, oneId: ZHOU.oneId, userId: ZHOU.memberId });
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(receipt);

    const after = await pointsOf(api.db, ZHOU.memberId);
    expect(after.point).toBe((before.point ?? 0) + receipt.balance);
    expect(after.lines).toEqual([
      { change: receipt.balance, balanceAfter: after.point, remark: '春季福利红包' },
    ]);
    // The tip goes away once the packet is received.
    expect(await permission(zhou)).toEqual({ hasPermission: false });
    expect((await query(zhou)).body.result).toBeNull();
  });

  it('pays every member of an enterprise-wide batch', async () => {
    await addBatch(api.db, { batchNo: 'RP-ACME-ALL', oneId: 'ent-acme', amountMin: 30 }, api.clock);
    const before = await pointsOf(api.db, ZHANG.memberId);
    const { body } = await receive(zhang, {
      batchNo: 'RP-ACME-ALL',
      oneId: ZHANG.oneId,
      userId: ZHANG.memberId,
    });
    expect(body.message).toBe('success');
    expect(body.result).toMatchObject({ batchNo: 'RP-ACME-ALL', balance: 30 });
    expect((await pointsOf(api.db, ZHANG.memberId)).point).toBe((before.point ?? 0) + 30);
  });

  it("refuses someone else's userId or oneId, writing nothing", async () => {
    await addBatch(api.db, { batchNo: 'RP-NOT-YOURS' }, api.clock);
    const before = await pointsOf(api.db, ZHANG.memberId);
    for (const body of [
      { batchNo: 'RP-NOT-YOURS', oneId: ZHANG.oneId, userId: ZHOU.memberId },
      { batchNo: 'RP-NOT-YOURS', oneId: 'ent-blue', userId: ZHANG.memberId },
    ]) {
      await expectRefusedWithoutWriting(api.db, () => receive(zhang, body), {
        status: 403,
        message: RED_PACKET_MESSAGES.notYours,
      });
    }
    expect(await pointsOf(api.db, ZHANG.memberId)).toEqual(before);
  });

  it.each([
    ['an unknown batch', 'RP-NO-SUCH', 404, RED_PACKET_MESSAGES.notFound],
    ['a batch whose audience the member is not in', 'RP-OTHERS', 400, RED_PACKET_MESSAGES.notInAudience],
    ['a batch not started yet', 'RP-LATER', 400, RED_PACKET_MESSAGES.notStarted],
    ['a batch that has ended', 'RP-OVER', 400, RED_PACKET_MESSAGES.ended],
    ['a batch taken offline', 'RP-OFFLINE', 400, RED_PACKET_MESSAGES.ended],
  ])('refuses %s with a clear message, writing nothing', async (_case, batchNo, status, message) => {
    const now = api.clock;
    const batches: Record<string, Parameters<typeof addBatch>[1]> = {
      'RP-OTHERS': { batchNo, memberIds: [ZHOU.memberId] },
      'RP-LATER': {
        batchNo,
        startsAt: new Date(now.getTime() + HOUR),
        endsAt: new Date(now.getTime() + 2 * HOUR),
      },
      'RP-OVER': { batchNo, startsAt: new Date(now.getTime() - 2 * HOUR), endsAt: now },
      'RP-OFFLINE': { batchNo, status: 'OFFLINE' },
    };
    const batch = batches[batchNo];
    if (batch) await addBatch(api.db, batch, now);
    const before = await pointsOf(api.db, ZHANG.memberId);
    await expectRefusedWithoutWriting(
      api.db,
      () => receive(zhang, { batchNo, oneId: ZHANG.oneId, userId: ZHANG.memberId }),
      { status, message },
    );
    expect(await pointsOf(api.db, ZHANG.memberId)).toEqual(before);
  });

  it('refuses an amount sent by the client and a body without its batch', async () => {
    await addBatch(api.db, { batchNo: 'RP-BAD-BODY' }, api.clock);
    const body = { batchNo: 'RP-BAD-BODY', oneId: ZHANG.oneId, userId: ZHANG.memberId };
    await expectRefusedWithoutWriting(api.db, () => receive(zhang, { ...body, balance: 100000 }));
    await expectRefusedWithoutWriting(api.db, () =>
      receive(zhang, { oneId: ZHANG.oneId, userId: ZHANG.memberId }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Concurrent receives, on both engines: PGlite runs one statement at a time, PostgreSQL runs the
// requests' transactions truly at once, so the member's row lock is what keeps it to one packet.

describe.each(SEEDED_ENGINES)('on %s, under concurrent receives', (_engine, open) => {
  const engine = setUpEngineApp(open);

  it('20 receives of one batch at once pay one packet and write one point_log line', async () => {
    const [member] = await makeBuyers(engine.db, 1, 100, TEST_APP_START);
    if (!member) throw new Error('no member made');
    await addBatch(
      engine.db,
      { batchNo: 'RP-RACE', memberIds: [member.memberId], amountMin: 10, amountMax: 90 },
      TEST_APP_START,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        engine.app.inject({
          method: 'POST',
          url: API_PATHS.packetReceive,
          headers: { accessToken: member.token },
          payload: { batchNo: 'RP-RACE', oneId: 'ent-acme', userId: member.memberId },
        }),
      ),
    );
    const receipts = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { result: RedPacketReceipt }).result;
    });
    const [first] = receipts;
    expect(new Set(receipts.map((receipt) => receipt.balance))).toEqual(new Set([first?.balance]));
    const after = await pointsOf(engine.db, member.memberId);
    expect(after.point).toBe(100 + (first?.balance ?? 0));
    expect(after.lines).toHaveLength(1);
    const [count] = await engine.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM red_packet_receipts WHERE batch_no = 'RP-RACE'",
    );
    expect(count?.n).toBe(1);
  });
});
