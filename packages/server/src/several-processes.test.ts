import { randomUUID } from 'node:crypto';
import { API_PATHS, MANAGER_PATHS, type PageResult, type TokenPair } from '@mall/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckedPage } from './services/page-studio.ts';
import { readPasswordKey } from './services/password-cipher.ts';
import {
  ADDRESS_LOGIN_FAILURES,
  ADDRESS_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
} from './services/rate-limits.ts';
import { encryptPassword } from './testing/encrypt-password.ts';
import { DEMO_MEMBERS, DEMO_OPERATORS } from './testing/login-as.ts';
import { freePort } from './testing/free-port.ts';
import {
  callOver,
  spawnMallProcess,
  startMallProcess,
  type HttpAnswer,
  type MallProcess,
} from './testing/mall-process.ts';
import { openPostgresSchemaDb, POSTGRES_URL, type SchemaDb } from './testing/postgres-schema-db.ts';

// Several API processes on one PostgreSQL database (issue 24 item 4): real server processes
// (src/main.ts), each with its own memory, shown to act as one mall. Each test sends from loopback
// addresses of its own (127.0.0.x), which is the client address the servers count limits by, so the
// address limits of one test never reach another. Without a PostgreSQL server the tests that need one
// are skipped (in CI, where one is required, the global setup fails first).

const KEY = readPasswordKey();
const LOCKED = `密码错误次数过多，账号已锁定，请${LOGIN_LOCK_MINUTES}分钟后再试`;
const ADDRESS_BUSY = `操作过于频繁，请${ADDRESS_WINDOW_MINUTES}分钟后再试`;
const WRONG = '账号或密码错误';
const ACME_HOME = 'page-hshsc-index';

/** A device uuid with a picture code drawn by `server`, the code read back from the outbox (any process's). */
async function deviceWithImageCode(server: MallProcess, from: string) {
  const uuid = randomUUID();
  await callOver(server, 'GET', API_PATHS.imageCode, { from, headers: { uuid } });
  const outbox = await callOver<{ body: string }[]>(
    server,
    'GET',
    `${API_PATHS.devOutbox}?${new URLSearchParams({ to: uuid, kind: 'image-code' })}`,
    { from },
  );
  const code = outbox.body.result[0]?.body;
  if (!code) throw new Error(`no image code for ${uuid} in the outbox`);
  return { uuid, code };
}

/** Tries a member's password login at `server` from `from`; `device` to bring a picture code drawn already. */
async function logIn(
  server: MallProcess,
  from: string,
  username: string,
  password: string,
  device?: { uuid: string; code: string },
): Promise<HttpAnswer<TokenPair | null>> {
  const { uuid, code } = device ?? (await deviceWithImageCode(server, from));
  return callOver(server, 'POST', API_PATHS.userLogin, {
    from,
    headers: { uuid, clientType: 'PC' },
    payload: { username, password: encryptPassword(password, KEY), code },
  });
}

describe('a mall of several processes', () => {
  it('refuses WORKERS=2 on the embedded PGlite, which one process owns, saying why', async () => {
    const server = spawnMallProcess(await freePort(), {
      WORKERS: '2',
      DATABASE_URL: undefined,
      DATA_DIR: 'memory://',
      MALL_SSR: '0',
    });
    const how = await Promise.race([
      server.exited,
      server.waitFor(/The mall is running at/).then(() => 'serving'),
    ]);
    if (how === 'serving') await server.stop();

    expect(how).toBe(1);
    expect(server.output()).toMatch(/WORKERS=2 needs DATABASE_URL/);
  });
});

describe.skipIf(!POSTGRES_URL)('two API processes on one PostgreSQL database', () => {
  let schema: SchemaDb;
  let first: MallProcess;
  let second: MallProcess;

  beforeAll(async () => {
    schema = await openPostgresSchemaDb();
    // Started together: one migrates and seeds while the other waits on the schema lock.
    const env = { DATABASE_URL: schema.url, MALL_SSR: '0', LOG_LEVEL: 'warn', WORKERS: undefined };
    [first, second] = await Promise.all([startMallProcess(env), startMallProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await schema?.drop();
  });

  it(`locks an account after ${LOGIN_MAX_FAILURES} wrong passwords sent to either, and both refuse even the right one`, async () => {
    const { username, password } = DEMO_MEMBERS.blue;
    const from = '127.0.0.11';
    for (let attempt = 1; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      const server = attempt % 2 ? first : second;
      expect((await logIn(server, from, username, 'Wrong@2026')).body.message).toBe(WRONG);
    }
    expect((await logIn(first, from, username, 'Wrong@2026')).body.message).toBe(LOCKED);

    expect((await logIn(second, from, username, password)).body).toMatchObject({
      success: false,
      message: LOCKED,
    });
    expect((await logIn(first, from, username, password)).body).toMatchObject({
      success: false,
      message: LOCKED,
    });
  });

  it(`counts the failed logins of one address on both: after ${ADDRESS_LOGIN_FAILURES}, the next is 429 on either, before its login is looked at`, async () => {
    const from = '127.0.0.12';
    // Unknown names, so that no account lock answers first; half to each process, all at once.
    const failures = await Promise.all(
      Array.from({ length: ADDRESS_LOGIN_FAILURES }, (_, i) =>
        logIn(i % 2 ? first : second, from, `nobody${i}`, 'Wrong@2026'),
      ),
    );
    expect(failures.map((failure) => failure.body.message)).toEqual(
      Array.from({ length: ADDRESS_LOGIN_FAILURES }, () => WRONG),
    );

    expect(await logIn(first, from, 'nobody-more', 'Wrong@2026')).toMatchObject({
      status: 429,
      body: { message: ADDRESS_BUSY },
    });
    // A member's right password too, and the picture code it brought is not spent: it still logs in
    // from another address, through the other process.
    const device = await deviceWithImageCode(first, from);
    const { username, password } = DEMO_MEMBERS.acme;
    expect(await logIn(second, from, username, password, device)).toMatchObject({
      status: 429,
      body: { message: ADDRESS_BUSY },
    });
    expect((await logIn(first, '127.0.0.13', username, password, device)).body.success).toBe(true);
  });

  it('shows a page an operator publishes through one process on the other at once', async () => {
    const from = '127.0.0.14';
    const operator = await deviceWithImageCode(first, from);
    const login = await callOver<{ accessToken: string }>(first, 'POST', MANAGER_PATHS.login, {
      from,
      headers: { uuid: operator.uuid },
      payload: {
        username: DEMO_OPERATORS.acme.username,
        password: encryptPassword(DEMO_OPERATORS.acme.password, KEY),
        code: operator.code,
      },
    });
    const studio = { accessToken: login.body.result.accessToken };
    const member = await logIn(second, from, DEMO_MEMBERS.acme.username, DEMO_MEMBERS.acme.password);
    const zhangwei = { accessToken: member.body.result!.accessToken };
    const home = `${API_PATHS.pageIndex}?${new URLSearchParams({ platform: 'HSHSC', pageType: 'INDEX', pageClientType: 'PC' })}`;
    const seenBySecond = async () =>
      (await callOver<PageResult | null>(second, 'GET', home, { from, headers: zhangwei })).body.result;

    const before = await seenBySecond();
    expect(before?.id).toBe(ACME_HOME);
    const draft = await callOver<CheckedPage>(first, 'GET', MANAGER_PATHS.pageGet(ACME_HOME), {
      from,
      headers: studio,
    });
    const revision = draft.body.result.page.draftRevision;
    const fresh = JSON.stringify({
      list: [
        {
          key: 'two-processes',
          type: 'goodLifeCarousel',
          name: '轮播 two-processes',
          options: {
            list: [
              { img: '/img/blocks/carousel/spring.svg', url: '/goodsList?categoryId=1', title: '春季焕新' },
            ],
            autoplay: true,
          },
        },
      ],
    });
    const saved = await callOver<CheckedPage>(first, 'PUT', MANAGER_PATHS.pageUpdate(ACME_HOME), {
      from,
      headers: studio,
      payload: { revision, pageData: fresh },
    });
    expect(saved.body.result.problems).toEqual([]);
    // A draft is the operator's: the second process still shows what it showed.
    expect((await seenBySecond())?.pageData).toBe(before?.pageData);

    const published = await callOver<CheckedPage>(first, 'PUT', MANAGER_PATHS.pageRelease(ACME_HOME), {
      from,
      headers: studio,
      payload: { revision: revision + 1 },
    });
    expect(published.status).toBe(200);

    expect(await seenBySecond()).toMatchObject({ id: ACME_HOME, pageData: fresh });
  });

  it('serves one port from WORKERS=2, starts a worker again when it dies, and stops them all on SIGTERM', async () => {
    const mall = spawnMallProcess(await freePort(), {
      DATABASE_URL: schema.url,
      WORKERS: '2',
      MALL_SSR: '0',
      LOG_LEVEL: 'warn',
    });
    const workerPids = () =>
      [...mall.output().matchAll(/worker pid (\d+)/g)].map((match) => Number(match[1]));
    try {
      await mall.waitFor(/The mall is running at .*worker pid \d+/, 2);
      const [killed, survivor] = workerPids();
      expect(new Set([killed, survivor]).size).toBe(2);
      expect((await callOver(mall, 'GET', API_PATHS.site, { from: '127.0.0.15' })).status).toBe(200);

      process.kill(killed!, 'SIGKILL');
      await mall.waitFor(/The mall is running at .*worker pid \d+/, 3);
      const replacement = workerPids()[2]!;
      expect(mall.output()).toContain(`Worker pid ${killed} ended (signal SIGKILL)`);
      expect([killed, survivor]).not.toContain(replacement);
      for (let i = 0; i < 4; i += 1)
        expect((await callOver(mall, 'GET', API_PATHS.site, { from: '127.0.0.15' })).status).toBe(200);

      expect(await mall.stop()).toBe(0);
      expect([survivor, replacement].filter(isRunning)).toEqual([]);
    } finally {
      await mall.stop();
    }
    // A primary and three workers start in turn, each compiling the server with tsx: more than the
    // file's 20 s on a loaded machine.
  }, 60_000);
});

/** Whether a process of this id is still running. */
function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
