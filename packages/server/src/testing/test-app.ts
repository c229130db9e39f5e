// Test support: the real app on an in-memory PGlite seeded from fixtures/, one per test file, with a
// clock the tests set, and requests that answer the status and the parsed envelope.
import type { ApiEnvelope } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import type { Db } from '../db/db.ts';
import { loginAs, type DemoLogin } from './login-as.ts';
import { openSeededDb, TEST_SEED_TIME } from './seeded-db.ts';
import { sharedValidators } from './shared-validators.ts';

/** Where the clock of a test app stands when a test file starts: one hour after the seed. */
export const TEST_APP_START = new Date(TEST_SEED_TIME.getTime() + 3_600_000);

/** How far the clock moves on after each test of a file whose clock only goes forward. */
const FORWARD_BETWEEN_TESTS_SECONDS = 600;

/** How a test file wants its app. */
export interface TestAppOptions<Member extends string = never> {
  /**
   * What the clock does after each test: `'reset'` puts it back at {@link TEST_APP_START};
   * `'forward'` moves it on ten minutes, past every SMS resend limit and code lifetime, so it never
   * goes back and every test starts clear of the ones before. Defaults to `'reset'`.
   */
  clockBetweenTests?: 'reset' | 'forward';
  /** Pictures served under `/img/`; null serves none. Defaults to `null`. */
  imagesDir?: string | null;
  /**
   * Members logged in once the app is ready, by the names their tokens are read under
   * (`{ zhang: DEMO_MEMBERS.acme }` gives `tokens.zhang`). Defaults to none.
   */
  members?: Readonly<Record<Member, DemoLogin>>;
}

/** What a test sends besides the method and URL. */
export interface TestRequest {
  /** Sent as the `accessToken` header; left out for a guest. */
  accessToken?: string;
  /** Further headers (`uuid`, `locale`, `clientType`, a content-type for a raw body, ...). */
  headers?: Record<string, string>;
  /** The body: an object is sent as JSON, a string as it is. */
  payload?: object | string;
  /**
   * A form body (`application/x-www-form-urlencoded`) instead of `payload`: fields, or text already
   * encoded (for a repeated key).
   */
  form?: Record<string, string> | string;
}

/** The status of an answer and its parsed envelope, `result` typed as the test expects it. */
export interface Answer<T> {
  status: number;
  body: Omit<ApiEnvelope, 'result'> & { result: T };
}

/** The app of a test file, the database under it, its clock and its members' logins. */
export interface TestApp<Member extends string = never> {
  /** The app; ready inside tests and hooks, after the file's first `beforeAll`. */
  readonly app: FastifyInstance;
  /** The seeded in-memory database the app runs on; ready as `app` is. */
  readonly db: Db;
  /** The access tokens of the members of {@link TestAppOptions.members}; ready as `app` is. */
  readonly tokens: Readonly<Record<Member, string>>;
  /** The moment the app takes for now; a test may set it. Starts at {@link TEST_APP_START}. */
  clock: Date;
  /** Moves the clock on by `seconds`. */
  advanceClock(seconds: number): void;
  /** Sends a request to the app and answers its status and envelope. */
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, request?: TestRequest): Promise<Answer<T>>;
  /** Sends a GET. */
  get<T>(url: string, request?: TestRequest): Promise<Answer<T>>;
  /** Sends a POST with `payload` as its body. */
  post<T>(
    url: string,
    payload?: object | string,
    request?: Omit<TestRequest, 'payload' | 'form'>,
  ): Promise<Answer<T>>;
  /**
   * Builds another app on the same database and clock, as this one is built but for `overrides`:
   * a restart, or a production build. The caller closes it.
   */
  buildAnotherApp(overrides?: Partial<AppOptions>): FastifyInstance;
}

/**
 * Sets up the app of a test file: registers the `beforeAll` that opens a seeded database and builds
 * the app on it (about 3 s), the `afterEach` that moves the clock and the `afterAll` that closes
 * both. Call it once, at the top of the file; `beforeAll` hooks the file registers later run after
 * the app is ready.
 */
export function setUpTestApp<Member extends string = never>(
  options: TestAppOptions<Member> = {},
): TestApp<Member> {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  const tokens = new Map<string, string>();
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the test app's ${name} is ready only inside tests and hooks`);
    return value;
  };

  const appOptions = (overrides: Partial<AppOptions> = {}): AppOptions => ({
    db: testApp.db,
    now: () => testApp.clock,
    storefrontDir: null,
    studioDir: null,
    imagesDir: options.imagesDir ?? null,
    production: false,
    schemaController: sharedValidators(),
    ...overrides,
  });

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    request: TestRequest = {},
  ): Promise<Answer<T>> => {
    if (request.payload !== undefined && request.form !== undefined) {
      throw new Error(`a request to ${url} has a payload and a form: send one body`);
    }
    const headers: Record<string, string> = { ...request.headers };
    if (request.accessToken !== undefined) headers.accessToken = request.accessToken;
    let payload = request.payload;
    if (request.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload =
        typeof request.form === 'string' ? request.form : new URLSearchParams(request.form).toString();
    }
    const response = await testApp.app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };

  const testApp: TestApp<Member> = {
    get app() {
      return ready(app, 'app');
    },
    tokens: new Proxy({} as Record<Member, string>, {
      get: (_target, member) =>
        typeof member === 'symbol' ? undefined : ready(tokens.get(member), `token of ${member}`),
    }),
    get db() {
      return ready(db, 'database');
    },
    clock: TEST_APP_START,
    advanceClock: (seconds) => {
      testApp.clock = new Date(testApp.clock.getTime() + seconds * 1000);
    },
    call,
    get: (url, request) => call('GET', url, request),
    post: (url, payload, request) => call('POST', url, { ...request, payload }),
    buildAnotherApp: (overrides) => buildApp(appOptions(overrides)),
  };

  beforeAll(async () => {
    db = await openSeededDb();
    app = buildApp(appOptions());
    await app.ready();
    for (const [member, login] of Object.entries<DemoLogin>(options.members ?? {})) {
      tokens.set(member, (await loginAs(app, login)).accessToken);
    }
  });

  afterEach(() => {
    if ((options.clockBetweenTests ?? 'reset') === 'reset') testApp.clock = TEST_APP_START;
    else testApp.advanceClock(FORWARD_BETWEEN_TESTS_SECONDS);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  return testApp;
}
