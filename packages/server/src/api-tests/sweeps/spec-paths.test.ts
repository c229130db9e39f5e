import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_SEGMENT } from '@mall/schemas';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../http/envelope.ts';
import { NOT_FOUND_MESSAGE, registerErrorHandler } from '../../http/error-handlers.ts';
import {
  NOT_SERVED,
  SPEC_PATHS,
  specPathKey,
  type NotServedReason,
  type SpecPath,
  type SpecPathKey,
} from '../../http/spec-paths.ts';
import { registerStaticFiles } from '../../http/static-files.ts';
import { setUpTestApp, type Answer } from '../../testing/test-app.ts';
import { REPO_ROOT } from '../../paths.ts';

// Every API path the spec's call tables name (http/spec-paths.ts) is either served by a route or
// listed in NOT_SERVED with its reason, and answers so: a served one anything but the bare 404 of
// an unknown path, an unserved one 501 naming the path, in the caller's language. When a route for
// a listed path lands, the 501 test below names it: take it out of NOT_SERVED and the README.

const api = setUpTestApp();

/** A value for each `{name}` of a spec path: our goods segment, a favourite's type, else `1`. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  product: PRODUCT_SEGMENT,
  type: 'GOODS',
  isAdd: '0',
};
const urlOf = (spec: SpecPath) =>
  spec.path.replace(/\{(\w+)\}/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '1');

type NotProvided = { method: string; path: string; reason: string | null } | null;
const LOCALES = ['zh-CN', 'en-US'] as const;

/** The answer of every spec path, called as a guest, in each language. */
const answers = new Map<SpecPathKey, Record<(typeof LOCALES)[number], Answer<NotProvided>>>();

beforeAll(async () => {
  for (const spec of SPEC_PATHS) {
    const [zh, en] = await Promise.all(
      LOCALES.map((locale) => api.call<NotProvided>(spec.method, urlOf(spec), { headers: { locale } })),
    );
    if (zh && en) answers.set(specPathKey(spec), { 'zh-CN': zh, 'en-US': en });
  }
});

const answerOf = (key: SpecPathKey) => {
  const answer = answers.get(key);
  if (!answer) throw new Error(`${key} was not called`);
  return answer;
};
const notServedOf = (key: string): NotServedReason | undefined => NOT_SERVED[key as SpecPathKey];

describe('the API paths the spec names', () => {
  it('names each path once', () => {
    const keys = SPEC_PATHS.map(specPathKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('answers every spec path, each with its method, with something other than the bare 404 of an unknown path', () => {
    const bare = SPEC_PATHS.map(specPathKey).filter((key) => {
      const { status, body } = answerOf(key)['zh-CN'];
      return status === 404 && body.message === NOT_FOUND_MESSAGE;
    });
    expect(bare).toEqual([]);
  });

  it('answers every path it does not serve 501, naming the path as not provided, with the reason, in zh-CN and en-US', () => {
    const wrong: string[] = [];
    for (const [key, reason] of Object.entries(NOT_SERVED)) {
      const spec = SPEC_PATHS.find((candidate) => specPathKey(candidate) === key);
      if (!spec) {
        wrong.push(`${key}: not a path of the spec`);
        continue;
      }
      const url = `${spec.method} ${urlOf(spec)}`;
      const { 'zh-CN': zh, 'en-US': en } = answerOf(specPathKey(spec));
      if (zh.status !== 501) {
        wrong.push(`${key}: answers ${zh.status}; a route serves it now, so take it out of NOT_SERVED`);
        continue;
      }
      expect(zh.body).toEqual(
        expect.objectContaining({
          success: false,
          message: `本服务器不提供接口 ${url}`,
          result: { method: spec.method, path: spec.path, reason: reason['zh-CN'] },
        }),
      );
      expect(en.status).toBe(501);
      expect(en.body).toEqual(
        expect.objectContaining({
          success: false,
          message: `This server does not provide the API ${url}`,
          result: { method: spec.method, path: spec.path, reason: reason['en-US'] },
        }),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('lists with a reason every spec path that answers 501, so none is left unserved silently', () => {
    const unlisted = SPEC_PATHS.map(specPathKey).filter(
      (key) => answerOf(key)['zh-CN'].status === 501 && !notServedOf(key),
    );
    expect(unlisted).toEqual([]);
  });

  it('keeps answering the bare 404 for a path the spec does not name, or names with another method', async () => {
    for (const [method, url] of [
      ['GET', '/buyer/no/such/path'],
      ['GET', '/buyer/order/order/checkPayment58'],
      ['POST', '/buyer/distribution/goods'],
    ] as const) {
      const answer = await api.call<null>(method, url, { headers: { locale: 'en-US' } });
      expect({ url, status: answer.status, message: answer.body.message }).toEqual({
        url,
        status: 404,
        message: 'API not found',
      });
    }
  });

  it('lets a route registered for a listed path serve it instead of the 501', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/buyer/order/order/checkPayment58', async () => ok('paid'));
    registerStaticFiles(app, { storefrontDir: null, imagesDir: null });
    const served = await app.inject({ method: 'POST', url: '/buyer/order/order/checkPayment58' });
    const other = await app.inject({ method: 'POST', url: '/buyer/order/order/commitOrder58' });
    await app.close();
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ success: true, result: 'paid' });
    expect(other.statusCode).toBe(501);
  });
});

describe("the server README's table of spec paths not served", () => {
  const readme = readFileSync(join(REPO_ROOT, 'packages/server/README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Spec paths not served')) ?? '';
  /** `METHOD path` to the reason of each row of the section's table. */
  const rows = new Map(
    [...section.matchAll(/^\|\s*`([^`]+)`\s*\|\s*(GET|POST|PUT|DELETE)\s*\|\s*(.+?)\s*\|$/gm)].map(
      ([, path, method, reason]) => [`${method} ${path}`, reason] as const,
    ),
  );

  it('lists every path of NOT_SERVED with its English reason, and no other', () => {
    const expected = Object.entries(NOT_SERVED).map(([key, reason]) => [key, reason['en-US']]);
    expect([...rows].sort()).toEqual(expected.sort());
  });
});
