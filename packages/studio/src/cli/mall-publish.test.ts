// @vitest-environment node
// mall-publish against the real server: the app of @mall/server on a seeded in-memory PGlite,
// listening on 127.0.0.1, and the command talking to it over HTTP as an operator's shell would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_OPERATORS, loginAsOperator, setUpTestApp, type TestRequest } from '@mall/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLISH_EXIT, runMallPublish } from './mall-publish.ts';

// A fresh seeded PGlite takes seconds (over a minute on a busy two-core machine), as in the server's tests.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 30_000 });
const api = setUpTestApp();
let server: string;
let platform: TestRequest;
let acme: TestRequest;

const dir = mkdtempSync(join(tmpdir(), 'mall-publish-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  server = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  platform = { accessToken: await loginAsOperator(api.app, DEMO_OPERATORS.platform) };
  acme = { accessToken: await loginAsOperator(api.app, DEMO_OPERATORS.acme) };
});

// ---------------------------------------------------------------------------------------------
// Factories
// ---------------------------------------------------------------------------------------------

const PAGES = '/manager/other/pageData';

/** The good-life carousel: a block of custom and special pages (the custom block set). */
const carousel = (key: string, title = '春季焕新') => ({
  key,
  type: 'goodLifeCarousel',
  name: `轮播 ${key}`,
  options: { list: [{ img: '/img/blocks/carousel/spring.svg', url: '/goodsList', title }], autoplay: true },
});
const pageJson = (...blocks: object[]) => JSON.stringify({ list: blocks }, null, 2);

let files = 0;
function pageFile(text: string): string {
  const path = join(dir, `page-${(files += 1)}.json`);
  writeFileSync(path, text);
  return path;
}

/** A new shared special-zone draft of the platform operator, answered by id. */
async function newSpecialPage(): Promise<string> {
  const added = await api.post<{ page: { id: string } }>(
    `${PAGES}/add`,
    { name: 'mall-publish', platform: 'HSHSC', pageType: 'SPECIAL', pageData: pageJson(carousel('seed')) },
    platform,
  );
  return added.body.result.page.id;
}

interface StudioPage {
  pageData: string;
  publishedPageData: string | null;
  draftRevision: number;
  publishedVersion: number | null;
}
const readPage = async (id: string) =>
  (await api.get<{ page: StudioPage }>(`${PAGES}/get/${id}`, platform)).body.result.page;

/** Runs the command as an operator whose shell speaks `LANG` (English unless said) with `token` (null: none). */
async function mallPublish(
  args: string[],
  { token = platform.accessToken, lang = 'C.UTF-8' }: { token?: string | null; lang?: string } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { LANG: lang, ...(token === null ? {} : { MALL_OPERATOR_TOKEN: token }) };
  const code = await runMallPublish(args, {
    env,
    output: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/**
 * A proxy in front of the server that lets a test act between two of the command's requests, as
 * another operator working at the same moment would.
 */
async function proxyWith(
  afterAnswered: (request: IncomingMessage) => Promise<void>,
  answerInstead?: (request: IncomingMessage) => { status: number; body: unknown } | undefined,
): Promise<Server> {
  const target = new URL(server);
  const proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const instead = answerInstead?.(incoming);
      if (instead) {
        outgoing.writeHead(instead.status, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify(instead.body));
        return;
      }
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            void afterAnswered(incoming).then(() => {
              outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
              outgoing.end(Buffer.concat(body));
            });
          });
        },
      );
      forwarded.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}
const addressOf = (proxy: Server) => `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const closing = (proxy: Server) => new Promise((resolve) => proxy.close(resolve));

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('mall-publish', () => {
  it('saves the file as the draft and publishes it, printing the new version, and visitors see it', async () => {
    const id = await newSpecialPage();
    const text = pageJson(carousel('c1', '端午安康'));

    const first = await mallPublish([pageFile(text), '--page', id, '--server', server]);

    expect(first.code).toBe(PUBLISH_EXIT.published);
    expect(first.stdout).toMatch(new RegExp(`^published ${id} \\(.+page-\\d+\\.json\\) as version 1$`));
    expect(await readPage(id)).toMatchObject({
      pageData: text,
      publishedPageData: text,
      publishedVersion: 1,
    });
    const visitor = await api.get<{ pageData: string } | null>(`/buyer/other/pageData/get/${id}`);
    expect(visitor.body.result?.pageData).toBe(text);

    const again = await mallPublish([
      pageFile(pageJson(carousel('c2'))),
      `--page=${id}`,
      `--server=${server}`,
    ]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('as version 2');
  });

  it('answers in the shell’s language, or in --locale’s', async () => {
    const id = await newSpecialPage();
    const file = pageFile(pageJson(carousel('c1')));

    const chinese = await mallPublish([file, '--page', id, '--server', server], { lang: 'zh_CN.UTF-8' });
    expect(chinese.stdout).toMatch(/^已发布页面 .+，版本 1$/);
    const english = await mallPublish([file, '--page', id, '--server', server, '--locale', 'en-US'], {
      lang: 'zh_CN.UTF-8',
    });
    expect(english.stdout).toContain('as version 2');
  });

  it('checks the page offline with its kind’s block set, prints the problems as mall-validate does and saves nothing', async () => {
    const id = await newSpecialPage();
    const before = await readPage(id);
    // noticeShow is a home page's block (the default set): a special-zone page does not render it.
    const text = pageJson(carousel('c1'), {
      key: 'n1',
      type: 'noticeShow',
      name: '公告',
      options: { list: [{ title: '通知' }] },
    });
    const file = pageFile(text);

    const { code, stdout, stderr } = await mallPublish([file, '--page', id, '--server', server]);

    expect(code).toBe(PUBLISH_EXIT.problems);
    expect(stdout.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}: #2 "公告" \\[n1 noticeShow\\] not a block of this kind of page: type `),
      ),
    ]);
    expect(stderr).toContain('1 problem(s) found before sending; nothing was saved');
    expect(await readPage(id)).toEqual(before);
  });

  it('names a JSON syntax error by file, line and column, and sends nothing', async () => {
    const id = await newSpecialPage();
    const before = await readPage(id);
    const file = pageFile('{\n  "list": [\n    {"key": "a", "type": "carousel",}\n  ]\n}');

    const { code, stdout, stderr } = await mallPublish([file, '--page', id, '--server', server]);

    expect(code).toBe(PUBLISH_EXIT.problems);
    expect(stderr).toContain('nothing was sent to the server');
    expect(await readPage(id)).toEqual(before);
    expect(stdout).toMatch(new RegExp(`^${file}:3:37: page: the page data is not valid JSON`));
  });

  it('exits 6 and writes nothing when someone saved the page after it was read (409)', async () => {
    const id = await newSpecialPage();
    const theirs = pageJson(carousel('theirs'));
    // Another operator saves the draft just after the command has read it.
    const proxy = await proxyWith(async (request) => {
      if (request.method !== 'GET' || !request.url?.startsWith(`${PAGES}/get/`)) return;
      const { draftRevision } = await readPage(id);
      await api.call('PUT', `${PAGES}/update/${id}`, {
        ...platform,
        payload: { revision: draftRevision, pageData: theirs },
      });
    });
    try {
      const { code, stderr } = await mallPublish(
        [pageFile(pageJson(carousel('mine'))), '--page', id, '--server', addressOf(proxy)],
        { lang: 'zh_CN.UTF-8' },
      );
      expect(code).toBe(PUBLISH_EXIT.stale);
      expect(stderr).toContain(
        `已有他人保存了页面 ${id}（409：页面已被他人修改，请刷新后再编辑）；未发布任何内容`,
      );
      expect(await readPage(id)).toMatchObject({ pageData: theirs, publishedVersion: null });
    } finally {
      await closing(proxy);
    }
  });

  it('exits 6 and publishes nothing when someone saves between its save and its publish (409)', async () => {
    const id = await newSpecialPage();
    const theirs = pageJson(carousel('theirs'));
    const proxy = await proxyWith(async (request) => {
      if (request.method !== 'PUT' || !request.url?.startsWith(`${PAGES}/update/`)) return;
      const { draftRevision } = await readPage(id);
      await api.call('PUT', `${PAGES}/update/${id}`, {
        ...platform,
        payload: { revision: draftRevision, pageData: theirs },
      });
    });
    try {
      const file = pageFile(pageJson(carousel('mine')));
      const { code, stderr } = await mallPublish([file, '--page', id, '--server', addressOf(proxy)]);
      expect(code).toBe(PUBLISH_EXIT.stale);
      expect(stderr).toMatch(/someone saved page .+ after revision \d+ \(409: .+\); nothing was published/);
      // Their draft stays theirs and unpublished: the publish did not go out in this command's name.
      expect(await readPage(id)).toMatchObject({ pageData: theirs, publishedVersion: null });
    } finally {
      await closing(proxy);
    }
  });

  it('prints the publish gate’s problems as mall-validate does when the server refuses to publish (400)', async () => {
    // The gate checks what the command checked offline, so a refusal needs a server that disagrees:
    // the real gate's answer for a page with an unknown block, handed back to the command's publish.
    const broken = await newSpecialPage();
    const { draftRevision } = await readPage(broken);
    const magic = pageJson({ key: 'x1', type: 'magicCarpet', name: '魔毯', options: {} });
    await api.call('PUT', `${PAGES}/update/${broken}`, {
      ...platform,
      payload: { revision: draftRevision, pageData: magic },
    });
    const refusal = await api.call('PUT', `${PAGES}/release/${broken}`, platform);
    expect(refusal.status).toBe(400);
    const id = await newSpecialPage();
    const proxy = await proxyWith(
      async () => undefined,
      (request) =>
        request.method === 'PUT' && request.url?.startsWith(`${PAGES}/release/`)
          ? { status: refusal.status, body: refusal.body }
          : undefined,
    );
    try {
      const file = pageFile(pageJson(carousel('mine')));
      const { code, stdout, stderr } = await mallPublish([file, '--page', id, '--server', addressOf(proxy)]);
      expect(code).toBe(PUBLISH_EXIT.problems);
      expect(stdout.split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(`^${file}: #1 "魔毯" \\[x1 magicCarpet\\] unknown block type: type `),
        ),
      ]);
      expect(stderr).toContain(`${file}: the server refused to publish: `);
      expect(stderr).toMatch(/the draft of .+ was saved \(revision \d+\) but is not published/);
    } finally {
      await closing(proxy);
    }
  });

  it('gives each refusal of the server its own exit code: 401, 403, 404, and no server at all', async () => {
    const file = pageFile(pageJson(carousel('c1')));
    const publishTo = (id: string, token?: string, to = server) =>
      mallPublish([file, '--page', id, '--server', to], { token });

    const unknownToken = await publishTo('page-custom', 'not-a-token');
    expect(unknownToken.code).toBe(PUBLISH_EXIT.unauthorized);
    expect(unknownToken.stderr).toContain('the server does not accept the token (401');
    // Acme's operator may not touch a page every enterprise shares.
    const shared = await publishTo('page-custom', acme.accessToken);
    expect(shared.code).toBe(PUBLISH_EXIT.forbidden);
    expect(shared.stderr).toContain('this operator may not touch page page-custom (403');
    const missing = await publishTo('page-nowhere', platform.accessToken);
    expect(missing.code).toBe(PUBLISH_EXIT.notFound);
    expect(missing.stderr).toContain('there is no page page-nowhere (404');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = addressOf(closed);
    await closing(closed);
    const unreachable = await publishTo('page-custom', platform.accessToken, nowhere);
    expect(unreachable.code).toBe(PUBLISH_EXIT.server);
    expect(unreachable.stderr).toContain(`cannot reach the server at ${nowhere}`);
  });

  it('refuses to start without a token, a page or a file, with the usage (2)', async () => {
    const file = pageFile(pageJson(carousel('c1')));
    const noToken = await mallPublish([file, '--page', 'page-custom'], { token: null });
    expect(noToken.code).toBe(PUBLISH_EXIT.usage);
    expect(noToken.stderr).toContain('MALL_OPERATOR_TOKEN is not set');
    expect((await mallPublish([file])).stderr).toContain('--page ID is required');
    expect((await mallPublish(['--page', 'page-custom'])).code).toBe(PUBLISH_EXIT.usage);
    expect((await mallPublish([file, '--page', 'p', '--wat'])).stderr).toContain('unknown option --wat');
    const unreadable = await mallPublish([join(dir, 'missing.json'), '--page', 'page-custom']);
    expect(unreadable.code).toBe(PUBLISH_EXIT.usage);
  });

  it('is the mall-publish command of the package, whose --help lists the exit codes', () => {
    const bin = fileURLToPath(new URL('../../bin/mall-publish.mjs', import.meta.url));
    const env = { ...process.env, LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
    const result = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', timeout: 30_000, env });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: mall-publish PAGE.json --page ID');
    expect(result.stdout).toContain('MALL_OPERATOR_TOKEN');
    for (const code of Object.values(PUBLISH_EXIT))
      expect(result.stdout).toMatch(new RegExp(`^  ${code}  `, 'm'));
  });
});
