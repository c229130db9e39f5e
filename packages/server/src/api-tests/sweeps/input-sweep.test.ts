import { API_PATHS, type TokenPair } from '@mall/schemas';
import { SCHEMA_DOCUMENTS } from '@mall/schemas/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_PATHS, MANAGER_PREFIX } from '@mall/schemas';
import { SESSION_EXPIRED_CODE, SESSION_MISSING_CODE } from '../../http/member-session.ts';
import type { Locale } from '../../services/locale.ts';
import { fillRoute, SEED_PATH_PARAMS } from '../../testing/app-routes.ts';
import {
  bodyMutations,
  collectSweptRoutes,
  paramMutations,
  queryMutations,
  queryString,
  rowCountWatcher,
  sampleOf,
  schemaResolver,
  type InputMutation,
  type MutationGroup,
  type SweptRoute,
} from '../../testing/input-mutations.ts';
import {
  DEMO_MEMBERS,
  DEMO_OPERATORS,
  deviceWithImageCode,
  loginAsOperator,
} from '../../testing/login-as.ts';
import { readSmsCode } from '../../testing/read-sms-code.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// Issue 8's input sweep, against the real app on an in-memory PGlite seeded from the fixtures. The
// endpoints and their JSON Schemas come from the app itself (Fastify's onRoute hook), so a new
// endpoint is swept as soon as it is registered. Every endpoint that takes a body, a query or path
// parameters is sent malformed JSON, bodies and fields that are too big, and fields of the wrong
// type, generated from its own schema, by a logged-in member. Each answer must be a 4xx failure
// envelope with a message in the caller's language (every other request asks in English: no Han
// character then, Chinese otherwise) and no row written anywhere; where the value may be a valid one
// (a negative number with no minimum in the schema, an odd id in a path) a 2xx is allowed too, a
// 5xx never.

/** zhangwei, the sweep's member. */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });

/** A disposable card of fixtures/seed/cards.json, whose member logs in with an SMS code. */
const BIRTHDAY_CARD = { cardNo: '8800000000000047', phone: '13600008888' };
/** Routes only a disposable card's member gets past the first check of. */
const DISPOSABLE_CARD_PREFIX = '/buyer/disposable-card/';

const ENVELOPE_KEYS = ['code', 'message', 'result', 'success', 'timestamp'];
const CHINESE = /\p{Script=Han}/u;

let routes: SweptRoute[];
let bodyLimit: number;
let rowsChanged: () => Promise<boolean>;
let cardMember: string;
/** The platform operator, who gets past the first check of the manager endpoints (issue 23). */
let operator: string;

/** What the sweep sent and how it was answered, for the summary. */
const sent: Record<MutationGroup, number> = { malformed: 0, oversized: 0, 'wrongly typed': 0 };
const swept = { endpoints: 0, bodies: 0, queries: 0, params: 0, accepted: 0 };

beforeAll(async () => {
  const resolve = schemaResolver(SCHEMA_DOCUMENTS);
  routes = await collectSweptRoutes((onRoute) => api.buildAnotherApp({ onRoute }), resolve);
  bodyLimit = api.app.initialConfig.bodyLimit ?? 1_048_576;
  rowsChanged = await rowCountWatcher(api.db);
  cardMember = await cardLogin(BIRTHDAY_CARD);
  operator = await loginAsOperator(api.app, DEMO_OPERATORS.platform);
});

/** Logs in as the member of a disposable card, with an SMS code sent to its phone. */
async function cardLogin(card: { cardNo: string; phone: string }): Promise<string> {
  const { uuid, code } = await deviceWithImageCode(api.app);
  await api.post(
    API_PATHS.sendSmsCode,
    { phonenumber: card.phone, function: 'YCXK_LOGIN', type: '1', code },
    { headers: { uuid } },
  );
  const smsCode = await readSmsCode(api.app, card.phone);
  const login = await api.post<TokenPair>(API_PATHS.ycxkPhoneLogin, {
    phonenumber: card.phone,
    code: smsCode,
    cardNo: card.cardNo,
  });
  expect(login.body.message).toBe('success');
  return login.body.result.accessToken;
}

/** The bad requests of one endpoint, each built on good samples of the parts it does not mutate. */
function mutationsOf(route: SweptRoute): InputMutation[] {
  const fill = (values: Record<string, string>) =>
    fillRoute(
      route.url,
      (name) =>
        values[name] ?? SEED_PATH_PARAMS[name] ?? String(sampleOf(route.params?.properties?.[name] ?? {})),
    );
  const path = fill({});
  const query = route.querystring ? queryString(sampleOf(route.querystring) as Record<string, unknown>) : '';
  const body = route.body ? JSON.stringify(sampleOf(route.body)) : undefined;
  return [
    ...(route.method === 'GET' ? [] : bodyMutations(route, `${path}${query}`, bodyLimit)),
    ...queryMutations(route, path, body),
    ...paramMutations(route, (values) => `${fill(values)}${query}`, body),
  ];
}

/** What is wrong with the answer to one bad request, or `undefined` when it is right. */
function judge(
  mutation: InputMutation,
  locale: Locale,
  status: number,
  text: string,
  wrote: boolean,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return mutation.mustRefuse ? `answered ${status}: the input was taken` : undefined;
  if (mutation.status !== undefined && status !== mutation.status) {
    return `answered ${status}, not ${mutation.status}`;
  }
  if (wrote) return `answered ${status} but changed the row count of a table`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `answered ${status} with no JSON: ${text.slice(0, 80)}`;
  }
  // Exactly the envelope: no stack, no Fastify `error`/`statusCode`, nothing else.
  if (Object.keys(body).sort().join() !== ENVELOPE_KEYS.join()) {
    return `answered ${status} with keys ${Object.keys(body).join()}`;
  }
  if (body.success !== false || body.result !== null) {
    return `answered ${status} without the failure envelope`;
  }
  if (typeof body.message !== 'string' || CHINESE.test(body.message) !== (locale === 'zh-CN')) {
    return `answered ${status} to ${locale} with the message ${JSON.stringify(body.message)}`;
  }
  return undefined;
}

/**
 * After an answer with a session code: whether the sweep's member sessions are gone. They must hold
 * all along, or every later refusal would prove nothing. (A refresh token in the path answers a
 * session code of its own.)
 */
async function sessionLost(text: string): Promise<string | undefined> {
  if (!text.includes(`"code":${SESSION_EXPIRED_CODE}`) && !text.includes(`"code":${SESSION_MISSING_CODE}`)) {
    return undefined;
  }
  for (const accessToken of [api.tokens.zhang, cardMember]) {
    const { status } = await api.get(API_PATHS.userInfo, { accessToken });
    if (status !== 200) return 'lost the session';
  }
  if ((await api.get(MANAGER_PATHS.operator, { accessToken: operator })).status !== 200) {
    return "lost the operator's session";
  }
  return undefined;
}

describe('the input sweep', () => {
  it('finds the endpoints in the app with the schemas of what they take', () => {
    expect(routes.length).toBeGreaterThan(150);
    const withBody = routes.filter((route) => route.body);
    const withQuery = routes.filter((route) => route.querystring);
    expect(withBody.length).toBeGreaterThan(60);
    expect(withQuery.length).toBeGreaterThan(40);
    // The schemas are resolved: a body's fields are there, not a bare $ref.
    const cart = routes.find((route) => route.key === 'POST /buyer/trade/carts');
    expect(Object.keys(cart?.body?.properties ?? {})).toEqual(expect.arrayContaining(['skuId', 'num']));
  });

  it('refuses malformed, oversized and wrongly typed input on every endpoint with a 4xx envelope, writing nothing', async () => {
    const wrong: string[] = [];
    await rowsChanged();
    for (const route of routes) {
      const mutations = mutationsOf(route);
      if (mutations.length === 0) continue;
      swept.endpoints += 1;
      // Fastify parses a body for every POST, PUT and DELETE, with a schema or not.
      if (route.method !== 'GET') swept.bodies += 1;
      if (route.querystring) swept.queries += 1;
      if (route.paramNames.length > 0) swept.params += 1;
      const accessToken = route.url.startsWith(DISPOSABLE_CARD_PREFIX)
        ? cardMember
        : route.url.startsWith(MANAGER_PREFIX)
          ? operator
          : api.tokens.zhang;
      for (const [index, mutation] of mutations.entries()) {
        const locale: Locale = index % 2 === 0 ? 'zh-CN' : 'en-US';
        const headers: Record<string, string> = { accessToken, uuid: 'input-sweep', locale };
        if (mutation.payload !== undefined) {
          headers['content-type'] = mutation.contentType ?? 'application/json';
        }
        const response = await api.app.inject({
          method: route.method,
          url: mutation.url,
          headers,
          ...(mutation.payload === undefined ? {} : { payload: mutation.payload }),
        });
        sent[mutation.group] += 1;
        const wrote = await rowsChanged();
        const problem =
          judge(mutation, locale, response.statusCode, response.body, wrote) ??
          (await sessionLost(response.body));
        if (problem) wrong.push(`${route.key} ${mutation.name}: ${problem} ${response.body.slice(0, 160)}`);
        else if (response.statusCode < 400) swept.accepted += 1;
      }
    }
    expect(wrong).toEqual([]);
    // No `__proto__` or `constructor` key reached an object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 110_000);
});

afterAll(() => {
  const requests = Object.values(sent).reduce((sum, count) => sum + count, 0);
  console.log(
    `input sweep: ${swept.endpoints} endpoints swept (${swept.bodies} taking a body, ${swept.queries} with a query, ` +
      `${swept.params} with path parameters), ${requests} requests: ${sent.malformed} malformed, ` +
      `${sent.oversized} oversized, ${sent['wrongly typed']} wrongly typed; ${swept.accepted} taken where the value may be valid`,
  );
});
