import { API_PATHS, type OrderPlaced, type TokenPair } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/api-error.ts';
import { verifyWithAttempt, type LockedRefusal } from '../../services/login-locks.ts';
import { readPasswordKey } from '../../services/password-cipher.ts';
import type * as PasswordHash from '../../services/password-hash.ts';
import { SMS_CODE_MAX_ATTEMPTS } from '../../services/sms-codes.ts';
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_FAILURES,
} from '../../services/rate-limits.ts';
import { BUYER_PAY_PASSWORD, makeBuyers } from '../../testing/buyers.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { DEMO_MEMBERS, deviceWithImageCode, loginAs } from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';
import { TEST_APP_START } from '../../testing/test-app.ts';

// The password locks under requests sent at once (issue 21): however many come together, an account
// has at most its five passwords checked before the lock holds; the rest are refused as locked
// without a hash being looked at. On both engines: PGlite runs one statement at a time, PostgreSQL
// runs the requests truly at once, so only there does the reservation's row lock show that it holds.

/**
 * How many password hashes the app has checked: the count the lock must bound; and, for a test that
 * keeps checks in flight, what a check waits for before it starts.
 */
const hashes = vi.hoisted(() => ({
  checked: 0,
  /** The passwords checked, in the order their checks started. */
  passwords: [] as string[],
  hold: (_password: string): Promise<void> => Promise.resolve(),
}));
vi.mock('../../services/password-hash.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordHash>();
  return {
    ...real,
    verifyPassword: async (password: string, hash: string) => {
      hashes.checked += 1;
      hashes.passwords.push(password);
      await hashes.hold(password);
      return real.verifyPassword(password, hash);
    },
  };
});

const KEY = readPasswordKey();
const LOGIN_LOCKED = `密码错误次数过多，账号已锁定，请${LOGIN_LOCK_MINUTES}分钟后再试`;
const PAY_LOCKED = `支付密码错误次数过多，请${PAY_PASSWORD_LOCK_MINUTES}分钟后再试`;
/** A welfare card of fixtures/seed/cards.json bound to a member, with its demo password. */
const BOUND_CARD = { cardNo: '6288000000000018', password: '826415' } as const;

interface Verdict {
  status: number;
  body: { success: boolean; message: string };
}

/** Sends one request from a client address of the test's own, so no address limit answers first. */
async function send(
  app: FastifyInstance,
  address: string,
  request: { url: string; headers?: Record<string, string>; payload: object },
): Promise<Verdict> {
  const response = await app.inject({ method: 'POST', remoteAddress: address, ...request });
  return { status: response.statusCode, body: response.json() };
}

/** How many of the verdicts carry `message`. */
const counting = (verdicts: Verdict[], message: string) =>
  verdicts.filter((verdict) => verdict.body.message === message).length;

beforeEach(() => {
  hashes.checked = 0;
  hashes.passwords = [];
  hashes.hold = () => Promise.resolve();
});

describe.each(SEEDED_ENGINES)('on %s, passwords tried at once', (_engine, open) => {
  const engine = setUpEngineApp(open);

  /**
   * Draws an image code for each of `passwords`, then sends their logins all at once; answers each
   * login's verdict to come.
   */
  async function startLogins(address: string, username: string, passwords: string[]) {
    const devices: { uuid: string; code: string }[] = [];
    for (const _ of passwords) devices.push(await deviceWithImageCode(engine.app));
    return passwords.map((password, i) =>
      send(engine.app, address, {
        url: API_PATHS.userLogin,
        headers: { uuid: devices[i]!.uuid, clientType: 'PC' },
        payload: { username, password: encryptPassword(password, KEY), code: devices[i]!.code },
      }),
    );
  }

  /** Logs in with `passwords`, all sent at once, each with an image code of its own. */
  async function logInAtOnce(address: string, username: string, passwords: string[]): Promise<Verdict[]> {
    return Promise.all(await startLogins(address, username, passwords));
  }

  it(`checks at most ${LOGIN_MAX_FAILURES} of 12 wrong login passwords for one member, refuses the rest as locked, and then the right one too`, async () => {
    const { username, password } = DEMO_MEMBERS.blue;
    const verdicts = await logInAtOnce('10.21.0.1', username, Array<string>(12).fill('Wrong@2026'));

    expect(hashes.checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(counting(verdicts, '账号或密码错误')).toBeLessThan(LOGIN_MAX_FAILURES);
    expect(counting(verdicts, '账号或密码错误') + counting(verdicts, LOGIN_LOCKED)).toBe(12);
    const [right] = await logInAtOnce('10.21.0.1', username, [password]);
    expect(right?.body.message).toBe(LOGIN_LOCKED);
  });

  it('logs in with the right password sent first among wrong ones at once, and the wrong ones after it still lock', async () => {
    const { username, password } = DEMO_MEMBERS.blueKiosk;
    const verdicts = await logInAtOnce('10.21.0.2', username, [
      password,
      ...Array<string>(11).fill('Wrong@2026'),
    ]);

    expect(verdicts[0]?.body.success, verdicts[0]?.body.message).toBe(true);
    // Sent first, the right one need not be checked first: on PostgreSQL the requests' earlier steps
    // run truly at once, and a wrong one may reach the password's queue before it. Fewer wrong ones
    // than lock the account came before it, and it starts the count again, as one request at a time.
    const right = hashes.passwords.indexOf(password);
    expect(right).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThan(LOGIN_MAX_FAILURES);
    expect(hashes.passwords.length - right - 1).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    // Every wrong one left unchecked is refused as locked (and so is the one whose check locks).
    expect(counting(verdicts, LOGIN_LOCKED)).toBeGreaterThanOrEqual(11 - (hashes.passwords.length - 1));
  });

  it(`checks at most ${LOGIN_MAX_FAILURES} of 12 wrong passwords of one welfare card`, async () => {
    const devices = [];
    for (let i = 0; i < 12; i += 1) devices.push(await deviceWithImageCode(engine.app));
    const verdicts = await Promise.all(
      devices.map(({ uuid, code }) =>
        send(engine.app, '10.21.0.3', {
          url: API_PATHS.cardLogin,
          headers: { uuid },
          payload: { cardNo: BOUND_CARD.cardNo, password: encryptPassword('000000', KEY), code },
        }),
      ),
    );

    expect(hashes.checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(counting(verdicts, '卡号或密码错误') + counting(verdicts, LOGIN_LOCKED)).toBe(12);
    expect(counting(verdicts, LOGIN_LOCKED)).toBeGreaterThanOrEqual(12 - LOGIN_MAX_FAILURES + 1);
  });

  it(`checks at most ${LOGIN_MAX_FAILURES} of 12 wrong old passwords of the login-password change`, async () => {
    const session: TokenPair = await loginAs(engine.app, DEMO_MEMBERS.blueDealer);
    hashes.checked = 0;
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () =>
        send(engine.app, '10.21.0.4', {
          url: API_PATHS.updateLoginPassword,
          headers: { accessToken: session.accessToken },
          payload: {
            oldPassword: encryptPassword('Wrong@2026', KEY),
            newPassword: encryptPassword('Fresh@2026x', KEY),
          },
        }),
      ),
    );

    expect(hashes.checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(counting(verdicts, LOGIN_LOCKED)).toBeGreaterThanOrEqual(12 - LOGIN_MAX_FAILURES + 1);
  });

  it(`checks at most ${PAY_PASSWORD_MAX_FAILURES} of 30 pay passwords sent at once, and the right one sent last does not pay`, async () => {
    const [buyer] = await makeBuyers(engine.db, 1, 1000, TEST_APP_START);
    await engine.db.query(`INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, '1001', 1)`, [
      buyer!.memberId,
    ]);
    const placed = await send(engine.app, '10.21.0.5', {
      url: API_PATHS.orderCommit,
      headers: { accessToken: buyer!.token },
      payload: { addressId: buyer!.addressId },
    });
    const { sn } = (placed.body as unknown as { result: OrderPlaced }).result;
    hashes.checked = 0;

    const passwords = [...Array<string>(29).fill('Wrong2026'), BUYER_PAY_PASSWORD];
    const verdicts = await Promise.all(
      passwords.map((password) =>
        send(engine.app, '10.21.0.5', {
          url: API_PATHS.orderPay,
          headers: { accessToken: buyer!.token },
          payload: { sn, password: encryptPassword(password, KEY) },
        }),
      ),
    );

    expect(hashes.checked).toBeLessThanOrEqual(PAY_PASSWORD_MAX_FAILURES);
    expect(verdicts.filter((verdict) => verdict.body.success)).toEqual([]);
    expect(verdicts[29]?.body.message).toBe(PAY_LOCKED);
    expect(counting(verdicts, PAY_LOCKED)).toBeGreaterThanOrEqual(30 - PAY_PASSWORD_MAX_FAILURES + 1);
    const [order] = await engine.db.query<{ status: string }>(
      'SELECT order_status AS status FROM orders WHERE sn = $1',
      [sn],
    );
    expect(order?.status).toBe('UNPAID');
  });

  it(`kills a disposable-card SMS code after ${SMS_CODE_MAX_ATTEMPTS} of 12 wrong ones sent at once, so the right one fails afterwards`, async () => {
    const phonenumber = '13600009999';
    const device = await deviceWithImageCode(engine.app);
    const sent = await send(engine.app, '10.21.0.7', {
      url: API_PATHS.sendSmsCode,
      headers: { uuid: device.uuid },
      payload: { phonenumber, function: 'YCXK_LOGIN', type: '1', code: device.code },
    });
    expect(sent.body.success, sent.body.message).toBe(true);
    const code = await readSmsCode(engine.app, phonenumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const listCards = (typed: string) =>
      send(engine.app, '10.21.0.7', {
        url: API_PATHS.disposableCardList,
        payload: { phonenumber, code: typed },
      });

    const verdicts = await Promise.all(Array.from({ length: 12 }, () => listCards(wrong)));
    expect(counting(verdicts, '短信验证码错误或已失效')).toBe(12);
    const [row] = await engine.db.query<{ attempts: number }>(
      `SELECT attempts FROM sms_codes WHERE mobile = $1 ORDER BY id DESC LIMIT 1`,
      [phonenumber],
    );
    expect(row?.attempts).toBe(SMS_CODE_MAX_ATTEMPTS);
    expect((await listCards(code)).body).toMatchObject({ success: false, message: '短信验证码错误或已失效' });
  });

  describe('by several servers sharing the database (no queue in the process)', () => {
    const refuse = (why: LockedRefusal) => new ApiError(400, why.locked ? 'locked' : 'wrong');

    /** The member's id and a check of their login password the way a server without the queue runs it. */
    async function checker(username: string) {
      const [member] = await engine.db.query<{ id: string; hash: string }>(
        'SELECT id, password_hash AS hash FROM members WHERE username = $1',
        [username],
      );
      return (password: string) =>
        verifyWithAttempt(
          engine.db,
          { kind: 'member', id: member!.id },
          { password, hash: member!.hash, now: TEST_APP_START },
          refuse,
        ).then(
          () => 'right',
          (refusal: ApiError) => refusal.message,
        );
    }

    it(`checks at most ${LOGIN_MAX_FAILURES} of 12 wrong passwords at once and refuses the rest as locked`, async () => {
      const check = await checker(DEMO_MEMBERS.acme.username);
      const verdicts = await Promise.all(Array.from({ length: 12 }, () => check('Wrong@2026')));

      expect(hashes.checked).toBe(LOGIN_MAX_FAILURES);
      expect(verdicts.filter((verdict) => verdict === 'locked')).toHaveLength(12 - LOGIN_MAX_FAILURES + 1);
      expect(await check(DEMO_MEMBERS.acme.password)).toBe('locked');
    });

    it('keeps the attempts of wrong passwords still being checked when a right one logs in, so no more than five are checked after it', async () => {
      const { username, password } = DEMO_MEMBERS.acmeMustChangePassword;
      const check = await checker(username);
      let releaseRight = () => {};
      let releaseWrong = () => {};
      const rightHeld = new Promise<void>((resolve) => (releaseRight = resolve));
      const wrongHeld = new Promise<void>((resolve) => (releaseWrong = resolve));
      hashes.hold = (tried) => (tried === password ? rightHeld : wrongHeld);

      const right = check(password);
      const wrong = Array.from({ length: LOGIN_MAX_FAILURES - 1 }, () => check('Wrong@2026'));
      await vi.waitFor(() => expect(hashes.checked).toBe(LOGIN_MAX_FAILURES));
      releaseRight();
      expect(await right).toBe('right');
      // The right one has answered; the four wrong ones are still being checked, holding their attempts.
      const later = Array.from({ length: 3 }, () => check('Wrong@2026'));
      await vi.waitFor(() => expect(hashes.checked).toBeGreaterThan(LOGIN_MAX_FAILURES));
      releaseWrong();
      const verdicts = await Promise.all([...wrong, ...later]);

      expect(hashes.checked).toBe(LOGIN_MAX_FAILURES + 1);
      expect(verdicts.filter((verdict) => verdict === 'locked')).toHaveLength(3);
      expect(await check(password)).toBe('locked');
    });
  });
});
