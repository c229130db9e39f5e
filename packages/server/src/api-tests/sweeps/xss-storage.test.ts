import {
  API_PATHS,
  type GoodsEvaluationPage,
  type MemberAddress,
  type MemberDetail,
  type MemberEvaluation,
} from '@mall/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import corpus from '../../../../../fixtures/xss/payloads.json' with { type: 'json' };
import { NUL_CHARACTER_MESSAGE } from '../../http/nul-refusal.ts';
import { WANGFANG_ADDRESS } from '../../testing/address-input.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp, type Answer } from '../../testing/test-app.ts';

// The XSS corpus (fixtures/xss/payloads.json) sent through the real API into every field a member
// writes that the storefront shows again: the nickname, the fields of an address, the search
// keyword, a goods review's text. The rule for each is the one a real mall keeps: the text is the member's own words,
// stored verbatim and always shown as text (React escapes it; no storefront place shows these
// fields as HTML, which e2e/xss.spec.ts proves in Chromium). So the server either refuses a value
// (4xx, a Chinese message, nothing written) or stores exactly what was sent (trimmed where the
// field trims), never a changed form of it (unescaped, half-stripped, decoded) whose meaning
// differs when shown. No answer is a 500.

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

const PAYLOADS = corpus.groups.flatMap((group) => group.payloads.map(({ id, payload }) => ({ id, payload })));

/** A value as a field of at most `max` characters holds it: the whole payload, and its start cut to fit. */
const fitted = (payload: string, max: number) => {
  const cut = [...payload].slice(0, max).join('');
  return cut === payload ? [payload] : [payload, cut];
};

/** What each field did with the corpus, printed once at the end. */
const tally = { sent: 0, stored: 0, refused: 0 };

/** Expects an answer to be a clean refusal (4xx, failure envelope, a Chinese message) and counts it. */
function expectCleanRefusal(answer: Answer<unknown>, what: string): void {
  expect(answer.status, `${what}: a refusal is a 4xx`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: a refusal is a 4xx`).toBeLessThan(500);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message, `${what}: the refusal says why in Chinese`).toMatch(/\p{Script=Han}/u);
  tally.refused += 1;
}

afterAll(() => {
  console.log(
    `XSS storage: ${PAYLOADS.length} payloads, ${tally.sent} values sent to nickname, address, search and review; ` +
      `${tally.stored} stored verbatim, ${tally.refused} refused with a 4xx, 0 changed, 0 server errors`,
  );
});

describe('the corpus', () => {
  it('holds at least 100 distinct payloads, each naming its canary id', () => {
    const texts = PAYLOADS.map(({ payload }) => payload);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeGreaterThanOrEqual(100);
    expect(new Set(PAYLOADS.map(({ id }) => id)).size).toBe(PAYLOADS.length);
  });
});

describe('the nickname', () => {
  it('is refused or stored exactly as sent for every payload, and read back the same', async () => {
    const before = await countAllRows(api.db);
    for (const { id, payload } of PAYLOADS) {
      for (const nickName of fitted(payload, 10)) {
        tally.sent += 1;
        const answer = await api.post<null>(
          API_PATHS.memberUpdate,
          { nickName },
          { accessToken: api.tokens.zhang },
        );
        const detail = await api.post<MemberDetail>(
          API_PATHS.memberDetail,
          {},
          { accessToken: api.tokens.zhang },
        );
        if (answer.status === 200) {
          expect(detail.body.result.nickName, `${id}: the stored nickname`).toBe(nickName.trim());
          tally.stored += 1;
        } else {
          expectCleanRefusal(answer, `${id} as nickname ${JSON.stringify(nickName)}`);
          expect(detail.body.result.nickName, `${id}: a refused nickname changes nothing`).not.toBe(
            nickName.trim(),
          );
        }
      }
    }
    // Counting every table after each of 200 calls would take minutes: once at the end proves
    // that no refusal added a row (a stored nickname changes one, and adds none).
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('an address', () => {
  const ADDRESS = WANGFANG_ADDRESS;
  const TEXT_FIELDS = [
    ['consigneeName', 20],
    ['detail', 100],
    ['remark', 50],
    ['alias', 10],
  ] as const;

  it('is refused or stored with every text field exactly as sent, for every payload', async () => {
    const before = await countAllRows(api.db);
    for (const { id, payload } of PAYLOADS) {
      for (const [field, max] of TEXT_FIELDS) {
        for (const value of fitted(payload, max)) {
          tally.sent += 1;
          const answer = await api.call<MemberAddress>('POST', API_PATHS.address, {
            payload: { ...ADDRESS, [field]: value },
            accessToken: api.tokens.zhang,
          });
          if (answer.status === 200) {
            const stored = await api.call<MemberAddress>('GET', API_PATHS.addressGet(answer.body.result.id), {
              accessToken: api.tokens.zhang,
            });
            expect(stored.body.result[field], `${id} in ${field}`).toBe(value);
            tally.stored += 1;
            // Room for the next one: a member keeps at most 20 addresses.
            await api.call('DELETE', API_PATHS.addressDelete(answer.body.result.id), {
              accessToken: api.tokens.zhang,
            });
          } else {
            expectCleanRefusal(answer, `${id} in ${field} ${JSON.stringify(value)}`);
          }
        }
      }
    }
    // Every stored address was deleted again, so any row left over is one a refusal wrote.
    expect(await countAllRows(api.db)).toEqual(before);
  }, 60_000);
});

describe('the search keyword', () => {
  it('is answered with goods or refused, never an error, and is written nowhere', async () => {
    const before = await countAllRows(api.db);
    for (const { id, payload } of PAYLOADS) {
      tally.sent += 1;
      const answer = await api.get<{ records: unknown[] }>(
        `${API_PATHS.goodsSearch}?${new URLSearchParams({ keyword: payload })}`,
        { accessToken: api.tokens.zhang },
      );
      if (answer.status === 200) {
        expect(Array.isArray(answer.body.result.records), `${id}: a page of goods`).toBe(true);
        tally.stored += 1;
      } else {
        expectCleanRefusal(answer, `${id} as keyword`);
      }
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe("a goods review's text", () => {
  /** zhangwei's completed order of the standard check-up (seed/member-lists.json). */
  const ITEM = 'O26030100008-1';

  it('is refused or stored exactly as sent for every payload, and read back the same on the goods', async () => {
    const before = await countAllRows(api.db);
    for (const { id, payload } of PAYLOADS) {
      for (const content of fitted(payload, 500)) {
        tally.sent += 1;
        const answer = await api.post<MemberEvaluation>(
          API_PATHS.evaluations,
          { orderItemSn: ITEM, stars: 5, content },
          { accessToken: api.tokens.zhang },
        );
        if (answer.status === 200) {
          const shown = await api.get<GoodsEvaluationPage>(
            API_PATHS.goodsEvaluations(answer.body.result.goodsId),
          );
          expect(shown.body.result.records[0]?.content, `${id}: the stored review`).toBe(content);
          tally.stored += 1;
          // Room for the next one: an item is reviewed once.
          await api.db.query('DELETE FROM goods_reviews WHERE id = $1', [answer.body.result.id]);
        } else {
          expectCleanRefusal(answer, `${id} as review ${JSON.stringify(content)}`);
        }
      }
    }
    expect(await countAllRows(api.db)).toEqual(before);
  }, 60_000);
});

describe('text holding U+0000', () => {
  // PostgreSQL text cannot hold U+0000: these used to fail in the database with a 500.
  it('is refused before anything runs, in a body, a query and a path', async () => {
    const refused = { status: 400, message: NUL_CHARACTER_MESSAGE };
    await expectRefusedWithoutWriting(
      api.db,
      () => api.post(API_PATHS.memberUpdate, { nickName: 'a\u0000b' }, { accessToken: api.tokens.zhang }),
      refused,
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => api.get(`${API_PATHS.goodsSearch}?keyword=%3Cscr%00ipt%3E`, { accessToken: api.tokens.zhang }),
      refused,
    );
    await expectRefusedWithoutWriting(
      api.db,
      () => api.call('GET', API_PATHS.addressGet('addr\u0000x'), { accessToken: api.tokens.zhang }),
      refused,
    );
  });

  it('still tells a guest to log in first', async () => {
    const answer = await api.post(API_PATHS.memberUpdate, { nickName: 'a\u0000b' });
    expect(answer.status).toBe(401);
  });
});
