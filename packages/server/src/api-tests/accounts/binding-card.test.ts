import { API_PATHS, type MemberCard } from '@mall/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { BINDING_CARD_MESSAGES } from '../../services/binding-cards.ts';
import { CARD_STATUS_MESSAGES } from '../../services/passport-cards.ts';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, RATE_LIMIT_MESSAGES } from '../../services/rate-limits.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of /home/bindingCard (bundOrderCard) against the real app and an in-memory PGlite seeded
// from fixtures/: hejia holds Nova Tech's card 6288000000000075; 0083 and 0091 are unbound.

const KEY = readPasswordKey();
const api = setUpTestApp();
let he: string;
let xu: string;

beforeEach(async () => {
  he = (await loginAs(api.app, { username: 'hejia', password: 'Nova@2026' })).accessToken;
  xu = (await loginAs(api.app, { username: 'xuming', password: 'Nova@2026' })).accessToken;
});

const cardsOf = async (accessToken: string) =>
  (await api.post<MemberCard[]>(API_PATHS.memberCards, {}, { accessToken })).body.result;
const bind = (cardNo: string, password: string, accessToken = he) =>
  api.post<MemberCard[]>(
    API_PATHS.bindCard,
    { cardNo, password: encryptPassword(password, KEY) },
    { accessToken },
  );
const holderOf = async (cardNo: string) =>
  (
    await api.db.query<{ memberId: string | null }>(
      'SELECT member_id AS "memberId" FROM welfare_cards WHERE card_no = $1',
      [cardNo],
    )
  )[0]?.memberId;

describe('the member’s cards', () => {
  it('lists the cards bound to the member', async () => {
    expect(await cardsOf(he)).toEqual([
      expect.objectContaining({ cardNo: '6288000000000075', cardName: '新星年度福利卡', status: 'ACTIVE' }),
    ]);
    expect(await cardsOf(xu)).toEqual([]);
  });
});

describe('bundOrderCard', () => {
  it('refuses a card number that fails the Luhn check, binding nothing', async () => {
    await expectRefusedWithoutWriting(api.db, () => bind('6288000000000084', '520083'), {
      code: 30000,
      message: BINDING_CARD_MESSAGES.badCardNumber,
    });
  });

  it('refuses a wrong password, an unknown card and a card of another enterprise alike', async () => {
    for (const [cardNo, password] of [
      ['6288000000000083', '000000'],
      ['6288000000000109', '520083'],
      // Acme's unbound card with its right password: not Nova Tech's.
      ['6288000000000034', '419263'],
    ] as const) {
      await expectRefusedWithoutWriting(api.db, () => bind(cardNo, password), {
        message: BINDING_CARD_MESSAGES.wrongCredentials,
      });
    }
    expect(await holderOf('6288000000000083')).toBeNull();
    expect(await holderOf('6288000000000034')).toBeNull();
  });

  it('refuses a card the member holds already', async () => {
    await expectRefusedWithoutWriting(api.db, () => bind('6288000000000075', '310575'), {
      message: BINDING_CARD_MESSAGES.alreadyYours,
    });
  });

  it('refuses a frozen card', async () => {
    await api.db.query(`UPDATE welfare_cards SET status = 'FROZEN' WHERE card_no = '6288000000000091'`);
    await expectRefusedWithoutWriting(api.db, () => bind('6288000000000091', '520091'), {
      message: CARD_STATUS_MESSAGES.FROZEN,
    });
    expect(await holderOf('6288000000000091')).toBeNull();
    await api.db.query(`UPDATE welfare_cards SET status = 'ACTIVE' WHERE card_no = '6288000000000091'`);
  });

  it('binds an unbound card of the enterprise and answers the new list; nobody else can bind it then', async () => {
    const { status, body } = await bind('6288 0000 0000 0083', '520083');
    expect(body.message).toBe('success');
    expect(status).toBe(200);
    expect(body.result.map((card) => card.cardNo).sort()).toEqual(['6288000000000075', '6288000000000083']);
    await expectRefusedWithoutWriting(api.db, () => bind('6288000000000083', '520083', xu), {
      message: BINDING_CARD_MESSAGES.boundToOther,
    });
    expect(await holderOf('6288000000000083')).toBe('mbr-nova-he');
  });

  // Last: it leaves 0091 locked for the rest of the file's clock.
  it(`locks binding a card after ${LOGIN_MAX_FAILURES} wrong card passwords, refusing even the right one, as the card login does`, async () => {
    for (let attempt = 1; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await bind('6288000000000091', '000000')).body.message).toBe(
        BINDING_CARD_MESSAGES.wrongCredentials,
      );
    }
    const locked = RATE_LIMIT_MESSAGES.loginLocked(LOGIN_LOCK_MINUTES);
    expect((await bind('6288000000000091', '000000')).body.message).toBe(locked);
    await expectRefusedWithoutWriting(api.db, () => bind('6288000000000091', '520091'), {
      code: 30000,
      message: locked,
    });
    expect(await holderOf('6288000000000091')).toBeNull();
    api.advanceClock(LOGIN_LOCK_MINUTES * 60);
    expect((await bind('6288000000000091', '520091')).body.message).toBe('success');
  });
});
