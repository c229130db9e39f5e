import { API_PATHS, MANAGER_PATHS, type PageResult } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageProblem } from '../../services/page-gate.ts';
import type { CheckedPage, PageVersion, StudioPage } from '../../services/page-studio.ts';
import type { PageOf } from '../../services/list-page.ts';
import { hashPassword } from '../../services/password-hash.ts';
import { DEMO_MEMBERS, DEMO_OPERATORS, loginAs, loginAsOperator } from '../../testing/login-as.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { succeeded } from '../../testing/succeeded.ts';
import { setUpTestApp, type TestRequest } from '../../testing/test-app.ts';

// Issue 23's page endpoints for operators, against the real app on an in-memory PGlite seeded from
// fixtures/: each role's rights and refusals, drafts apart from what visitors see, the publish gate,
// numbered versions with their history, rollback, a stale save, the slot switch and the audit log.

const api = setUpTestApp();

/** The platform operator (HSHSC and DZPT) and Acme's enterprise operator. */
let platform: TestRequest;
let acme: TestRequest;
/** zhangwei, an employee of Acme, who sees Acme's home page. */
let zhang: TestRequest;

const ACME_HOME = 'page-hshsc-index';
const BLUE_HOME = 'page-dzpt-index';
const SHARED_CUSTOM = 'page-custom';

// The good-life carousel: a block of the good-life mall's home pages and of custom pages alike.
const carousel = (key: string, img = '/img/blocks/carousel/spring.svg') => ({
  key,
  type: 'goodLifeCarousel',
  name: `轮播 ${key}`,
  options: { list: [{ img, url: '/goodsList?categoryId=1', title: '春季焕新' }], autoplay: true },
});
const pageJson = (...blocks: object[]) => JSON.stringify({ list: blocks });

beforeAll(async () => {
  platform = { accessToken: await loginAsOperator(api.app, DEMO_OPERATORS.platform) };
  acme = { accessToken: await loginAsOperator(api.app, DEMO_OPERATORS.acme) };
  zhang = { accessToken: (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken };
});

const put = <T>(url: string, payload: object | undefined, as: TestRequest) =>
  api.call<T>('PUT', url, { ...as, ...(payload === undefined ? {} : { payload }) });
/** Adds a page as `as`, checking it succeeds, and answers its id. */
const addedPage = async (page: object, as: TestRequest) =>
  (await succeeded(api.post<CheckedPage>(MANAGER_PATHS.pageAdd, page, as))).page.id;
const getPage = (id: string, as: TestRequest) => api.get<CheckedPage>(MANAGER_PATHS.pageGet(id), as);
const save = (id: string, revision: number, pageData: string, as: TestRequest) =>
  put<CheckedPage>(MANAGER_PATHS.pageUpdate(id), { revision, pageData }, as);
const release = (id: string, as: TestRequest) =>
  put<CheckedPage | PageProblem[]>(MANAGER_PATHS.pageRelease(id), undefined, as);
const history = (id: string, as: TestRequest) => api.get<PageVersion[]>(MANAGER_PATHS.pageHistory(id), as);
const list = (query: Record<string, string>, as: TestRequest) =>
  api.get<PageOf<StudioPage>>(`${MANAGER_PATHS.pages}?${new URLSearchParams(query)}`, as);

/** The page a visitor of a slot sees, as the storefront asks for it. */
async function slotPage(pageType: string, as: TestRequest, platformCode = 'HSHSC') {
  const query = new URLSearchParams({ platform: platformCode, pageType, pageClientType: 'PC' });
  return (await api.get<PageResult | null>(`${API_PATHS.pageIndex}?${query}`, as)).body.result;
}

/** The draft revision of a page as the studio reads it. */
const revisionOf = async (id: string, as: TestRequest) =>
  (await getPage(id, as)).body.result.page.draftRevision;

describe('the page list', () => {
  it('gives the platform operator the pages of both its platforms, shared and every enterprise’s', async () => {
    const { status, body } = await list({ pageSize: '50' }, platform);
    expect(status).toBe(200);
    const ids = body.result.records.map((page) => page.id);
    expect(ids).toEqual(expect.arrayContaining([ACME_HOME, BLUE_HOME, SHARED_CUSTOM, 'page-dzpt-custom']));
    expect(body.result.total).toBe(13);
  });

  it("gives the enterprise operator its enterprise's pages only", async () => {
    const { body } = await list({}, acme);
    expect(body.result.records.map((page) => page.id)).toEqual([ACME_HOME]);
    expect(body.result.records[0]).toMatchObject({ state: 'published', publishedVersion: 1, inSlot: true });
  });

  it('filters by platform, page type, enterprise and state', async () => {
    const dzptIndex = await list({ platform: 'DZPT', pageType: 'INDEX', pageSize: '50' }, platform);
    expect(dzptIndex.body.result.records.map((page) => page.id).sort()).toEqual(
      ['page-broken', 'page-dzpt-index', 'page-large', 'page-legacy'].sort(),
    );
    const blue = await list({ oneId: 'ent-blue' }, platform);
    expect(blue.body.result.records.map((page) => page.id)).toEqual([BLUE_HOME]);
    expect((await list({ state: 'draft' }, platform)).body.result.total).toBe(0);
  });

  it('refuses the enterprise operator a platform or an enterprise outside its rights with 403', async () => {
    expect((await list({ platform: 'DZPT' }, acme)).status).toBe(403);
    const other = await list({ oneId: 'ent-blue' }, acme);
    expect(other).toMatchObject({ status: 403, body: { success: false, message: '无权操作该页面' } });
  });
});

describe('reading a page', () => {
  it('gives the operator the draft and its problems (none for a seeded page)', async () => {
    const { status, body } = await getPage(ACME_HOME, acme);
    expect(status).toBe(200);
    expect(body.result.problems).toEqual([]);
    expect(body.result.page).toMatchObject({ id: ACME_HOME, oneId: 'ent-acme', state: 'published' });
    expect(body.result.page.pageData).toBe(body.result.page.publishedPageData);
  });

  it("refuses the enterprise operator another enterprise's page and a shared one with 403, an unknown id with 404", async () => {
    expect((await getPage(BLUE_HOME, acme)).status).toBe(403);
    expect((await getPage(SHARED_CUSTOM, acme)).status).toBe(403);
    expect((await getPage('page-no-such-id', acme)).body).toMatchObject({ message: '页面不存在' });
    expect((await getPage(BLUE_HOME, platform)).status).toBe(200);
  });

  it('answers a refusal in English to an en-US operator', async () => {
    const { body } = await getPage(BLUE_HOME, { ...acme, headers: { locale: 'en-US' } });
    expect(body.message).toBe('You may not work on this page');
  });
});

describe('adding a page', () => {
  it("adds the enterprise operator's page to its own enterprise as a draft that no visitor sees", async () => {
    const { status, body } = await api.post<CheckedPage>(
      MANAGER_PATHS.pageAdd,
      { name: '艾克米专题', platform: 'HSHSC', pageType: 'SPECIAL', pageData: pageJson(carousel('a')) },
      acme,
    );
    expect(status).toBe(200);
    expect(body.result.page).toMatchObject({
      oneId: 'ent-acme',
      state: 'draft',
      draftRevision: 1,
      inSlot: false,
    });
    expect(body.result.page.publishedPageData).toBeNull();
    const byId = await api.get<PageResult | null>(API_PATHS.pageById(body.result.page.id), zhang);
    expect(byId.body.result).toBeNull();
  });

  it('refuses the enterprise operator a page of a platform its enterprise lacks, writing nothing', async () => {
    const before = await countAllRows(api.db);
    const refused = await api.post(
      MANAGER_PATHS.pageAdd,
      { name: 'x', platform: 'DZPT', pageType: 'INDEX' },
      acme,
    );
    expect(refused.status).toBe(403);
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a public page that names an enterprise and an unknown enterprise with 400, writing nothing', async () => {
    const before = await countAllRows(api.db);
    const add = (body: object) =>
      api.post(MANAGER_PATHS.pageAdd, { name: 'x', platform: 'HSHSC', pageType: 'INDEX', ...body }, platform);
    expect((await add({ oneId: 'ent-acme', isPublic: true })).body.message).toBe(
      '公共页面由各企业共用，不能指定企业',
    );
    expect((await add({ oneId: 'ent-nobody' })).body.message).toBe('企业不存在');
    expect((await add({ unknownField: 1 })).status).toBe(400);
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe("a draft and the gate on Acme's home page", () => {
  it('saves a draft with problems, answers them, and visitors still see the published page', async () => {
    const published = await slotPage('INDEX', zhang);
    expect(published?.id).toBe(ACME_HOME);
    const revision = await revisionOf(ACME_HOME, acme);
    const broken = pageJson(carousel('c1'), {
      key: 'c2',
      type: 'goodLifeCarousel',
      options: { list: [{ url: '/' }] },
    });
    const { status, body } = await save(ACME_HOME, revision, broken, acme);
    expect(status).toBe(200);
    expect(body.result.page).toMatchObject({
      state: 'changed',
      draftRevision: revision + 1,
      pageData: broken,
    });
    expect(body.result.problems).toEqual([
      expect.objectContaining({
        key: 'c2',
        type: 'goodLifeCarousel',
        reason: 'invalid',
        field: 'options.list[0].img',
      }),
    ]);
    expect(await slotPage('INDEX', zhang)).toEqual(published);
  });

  it('refuses to publish it with 400 and every problem in the operator’s language, writing nothing', async () => {
    const before = await countAllRows(api.db);
    const { status, body } = await release(ACME_HOME, { ...acme, headers: { locale: 'en-US' } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe('The page has 1 problem(s); fix them all before publishing');
    expect(body.result).toEqual([
      {
        key: 'c2',
        type: 'goodLifeCarousel',
        reason: 'invalid',
        field: 'options.list[0].img',
        message: expect.any(String),
        position: 2,
      },
    ]);
    expect((body.result as PageProblem[])[0]?.message).not.toMatch(/\p{Script=Han}/u);
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a save made on an older revision with 409, keeping the newer draft', async () => {
    const current = await getPage(ACME_HOME, acme);
    const before = await countAllRows(api.db);
    const stale = await save(
      ACME_HOME,
      current.body.result.page.draftRevision - 1,
      pageJson(carousel('x')),
      platform,
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { success: false, code: 409, message: '页面已被他人修改，请刷新后再编辑' },
    });
    expect(await countAllRows(api.db)).toEqual(before);
    expect((await getPage(ACME_HOME, acme)).body.result.page).toEqual(current.body.result.page);
  });

  it('refuses with 409 a publish that names a draft revision someone has saved past, publishing nothing', async () => {
    const current = (await getPage(ACME_HOME, acme)).body.result.page;
    const before = await countAllRows(api.db);
    const stale = await put<CheckedPage>(
      MANAGER_PATHS.pageRelease(ACME_HOME),
      { revision: current.draftRevision - 1 },
      acme,
    );
    expect(stale).toMatchObject({ status: 409, body: { success: false, code: 409 } });
    expect(await countAllRows(api.db)).toEqual(before);
    expect((await getPage(ACME_HOME, acme)).body.result.page).toEqual(current);
    const wrongShape = await put(MANAGER_PATHS.pageRelease(ACME_HOME), { revision: 'latest' }, acme);
    expect(wrongShape.status).toBe(400);
  });

  it('publishes the fixed draft as version 2: zhangwei sees it, in the slot, at once', async () => {
    const revision = await revisionOf(ACME_HOME, acme);
    const fixed = pageJson(carousel('c1'), carousel('c2', '/img/blocks/carousel/tea.svg'));
    expect((await save(ACME_HOME, revision, fixed, acme)).body.result.problems).toEqual([]);
    // Naming the revision it saved, as mall-publish does.
    const { status, body } = await put<CheckedPage>(
      MANAGER_PATHS.pageRelease(ACME_HOME),
      { revision: revision + 1 },
      acme,
    );
    expect(status).toBe(200);
    expect((body.result as CheckedPage).page).toMatchObject({
      state: 'published',
      publishedVersion: 2,
      inSlot: true,
    });
    expect(await slotPage('INDEX', zhang)).toMatchObject({ id: ACME_HOME, pageData: fixed });
  });

  it('lists the versions newest first, with who, when and what changed', async () => {
    const { status, body } = await history(ACME_HOME, acme);
    expect(status).toBe(200);
    const [second, first] = body.result;
    expect(second).toMatchObject({
      version: 2,
      operator: { id: 'opr-acme', nickName: '艾克米运营' },
      rollbackOf: null,
    });
    expect(second?.summary.added).toEqual(['c1', 'c2']);
    expect(second?.summary.removed.length).toBeGreaterThan(0);
    expect(first).toMatchObject({ version: 1, operator: null });
  });

  it('rolls back to version 1 as version 3: zhangwei sees the old page again', async () => {
    const [v1] = await api.db.query<{ pageData: string }>(
      `SELECT page_data AS "pageData" FROM page_versions WHERE page_id = $1 AND version = 1`,
      [ACME_HOME],
    );
    const { status, body } = await put<CheckedPage>(
      MANAGER_PATHS.pageRollback(ACME_HOME, 1),
      undefined,
      acme,
    );
    expect(status).toBe(200);
    expect(body.result.page).toMatchObject({
      state: 'published',
      publishedVersion: 3,
      pageData: v1?.pageData,
    });
    expect(await slotPage('INDEX', zhang)).toMatchObject({ id: ACME_HOME, pageData: v1?.pageData });
    const versions = (await history(ACME_HOME, acme)).body.result;
    expect(versions[0]).toMatchObject({ version: 3, rollbackOf: 1, summary: { removed: ['c1', 'c2'] } });
  });

  it('refuses a rollback to a version the page never had with 404', async () => {
    const refused = await put(MANAGER_PATHS.pageRollback(ACME_HOME, 99), undefined, acme);
    expect(refused).toMatchObject({ status: 404, body: { message: '该版本不存在' } });
  });

  it('keeps every save, publish and rollback in the audit log with the operator', async () => {
    const rows = await api.db.query<{ action: string; operatorId: string; version: number | null }>(
      `SELECT action, operator_id AS "operatorId", version FROM page_audit_log WHERE page_id = $1 ORDER BY id`,
      [ACME_HOME],
    );
    expect(rows.map((row) => row.action)).toEqual(['save', 'save', 'publish', 'rollback']);
    expect(rows.filter((row) => row.action !== 'save').map((row) => row.version)).toEqual([2, 3]);
    expect(new Set(rows.map((row) => row.operatorId))).toEqual(new Set(['opr-acme']));
  });
});

/**
 * The calls on a page beyond reading it, each named for a test's title, sent to BLUE_HOME as the
 * operator `as` answers when the test runs (after the logins).
 */
const blueHomeCalls = (as: () => TestRequest): [string, () => Promise<{ status: number }>][] => [
  ['saves', () => save(BLUE_HOME, 1, pageJson(), as())],
  ['publishes', () => release(BLUE_HOME, as())],
  ['reads the history of', () => history(BLUE_HOME, as())],
  ['rolls back', () => put(MANAGER_PATHS.pageRollback(BLUE_HOME, 1), undefined, as())],
  ['links a preview of', () => api.post(MANAGER_PATHS.pagePreview(BLUE_HOME), undefined, as())],
];

/** Expects the call refused with 403 and no row written. */
async function expectForbiddenWithoutWriting(send: () => Promise<{ status: number }>): Promise<void> {
  const before = await countAllRows(api.db);
  expect((await send()).status).toBe(403);
  expect(await countAllRows(api.db)).toEqual(before);
}

describe("another enterprise's page", () => {
  it.each(blueHomeCalls(() => acme))(
    'refuses the enterprise operator who %s it with 403, writing nothing',
    (_action, send) => expectForbiddenWithoutWriting(send),
  );
});

describe('a platform operator granted one platform', () => {
  let hshscOnly: TestRequest;
  beforeAll(async () => {
    await api.db.query(
      `INSERT INTO operators (id, username, nick_name, password_hash, role, platforms)
       VALUES ('opr-hshsc', 'hshscops', '好生活运营', $1, 'platform', ARRAY['HSHSC'])`,
      [await hashPassword('Hshsc@2026')],
    );
    hshscOnly = {
      accessToken: await loginAsOperator(api.app, { username: 'hshscops', password: 'Hshsc@2026' }),
    };
  });

  it("works on that platform's pages, shared and any enterprise's", async () => {
    const { body } = await list({ pageSize: '50' }, hshscOnly);
    expect(new Set(body.result.records.map((page) => page.platform))).toEqual(new Set(['HSHSC']));
    expect(body.result.records.map((page) => page.id)).toEqual(
      expect.arrayContaining([ACME_HOME, SHARED_CUSTOM]),
    );
    expect((await getPage(ACME_HOME, hshscOnly)).status).toBe(200);
  });

  it.each<[string, () => Promise<{ status: number }>]>([
    ['lists', () => list({ platform: 'DZPT' }, hshscOnly)],
    [
      'adds',
      () => api.post(MANAGER_PATHS.pageAdd, { name: 'x', platform: 'DZPT', pageType: 'CUSTOM' }, hshscOnly),
    ],
    ['reads', () => getPage(BLUE_HOME, hshscOnly)],
    ...blueHomeCalls(() => hshscOnly),
  ])('refuses it when it %s a page of the other platform, with 403, writing nothing', (_action, send) =>
    expectForbiddenWithoutWriting(send),
  );
});

describe('the publish gate', () => {
  let gated: string;
  beforeAll(async () => {
    gated = await addedPage({ name: '门禁', platform: 'DZPT', pageType: 'CUSTOM' }, platform);
  });

  it.each([
    ['unknown-type', pageJson({ key: 'u', type: 'carousal', options: {} })],
    ['invalid', pageJson({ key: 'i', type: 'carousel', options: { list: 'none' } })],
    ['duplicate-key', pageJson(carousel('d'), carousel('d'))],
    // noticeShow is a block of the default platform's home pages, not of a custom page.
    ['wrong-platform', pageJson({ key: 'n', type: 'noticeShow', options: { list: [{ title: 'Hi' }] } })],
    ['not-json', '{"list": ['],
    ['no-list', '{"blocks": []}'],
  ])('refuses a page with a %s problem and publishes nothing', async (reason, pageData) => {
    const saved = await save(gated, await revisionOf(gated, platform), pageData, platform);
    expect(saved.body.result.problems.map((problem) => problem.reason)).toContain(reason);
    const { status, body } = await release(gated, platform);
    expect(status).toBe(400);
    expect((body.result as PageProblem[]).map((problem) => problem.reason)).toContain(reason);
    expect((await history(gated, platform)).body.result).toEqual([]);
  });
});

describe('the slot', () => {
  it('moves to a newly published page in one step: the old page leaves it, still readable by id', async () => {
    const id = await addedPage(
      { name: '新自定义页', platform: 'HSHSC', pageType: 'CUSTOM', pageData: pageJson(carousel('n')) },
      platform,
    );
    expect((await slotPage('CUSTOM', zhang))?.id).toBe(SHARED_CUSTOM);
    expect((await release(id, platform)).status).toBe(200);
    expect((await slotPage('CUSTOM', zhang))?.id).toBe(id);
    const inSlot = await api.db.query(
      `SELECT id FROM pages WHERE in_slot AND platform = 'HSHSC' AND page_type = 'CUSTOM' AND one_id IS NULL`,
    );
    expect(inSlot).toEqual([{ id }]);
    expect((await api.get<PageResult | null>(API_PATHS.pageById(SHARED_CUSTOM), zhang)).body.result?.id).toBe(
      SHARED_CUSTOM,
    );
  });

  it('publishes an English version beside its page, linking the two, without taking the slot', async () => {
    const id = await addedPage(
      {
        name: 'Acme home',
        platform: 'HSHSC',
        pageType: 'INDEX',
        englishOf: ACME_HOME,
        pageData: pageJson(carousel('e')),
      },
      acme,
    );
    expect((await release(id, acme)).status).toBe(200);
    expect(await slotPage('INDEX', zhang)).toMatchObject({ id: ACME_HOME, isEnglish: true, idEn: id });
    expect((await api.get<PageResult | null>(API_PATHS.pageById(id), zhang)).body.result?.id).toBe(id);
  });

  it('refuses an English version of another slot with 400', async () => {
    const refused = await api.post(
      MANAGER_PATHS.pageAdd,
      { name: 'x', platform: 'HSHSC', pageType: 'CUSTOM', oneId: 'ent-acme', englishOf: ACME_HOME },
      acme,
    );
    expect(refused.body.message).toBe('英文版须与原页面同属一个平台、页面类型和企业');
  });
});

describe('the slot under concurrent reads', () => {
  it('shows every reader the old page or the new one while a publish switches the slot, never neither', async () => {
    const id = await addedPage(
      { name: '并发专题', platform: 'DZPT', pageType: 'SPECIAL', pageData: pageJson(carousel('s')) },
      platform,
    );
    const wang = { accessToken: (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken };
    const reads = Array.from({ length: 30 }, () => slotPage('SPECIAL', wang, 'DZPT'));
    const [published, ...seen] = await Promise.all([release(id, platform), ...reads]);
    expect(published.status).toBe(200);
    for (const page of seen) expect(['page-dzpt-special', id]).toContain(page?.id);
    expect((await slotPage('SPECIAL', wang, 'DZPT'))?.id).toBe(id);
  });
});

describe('preview links', () => {
  let draft: string;
  beforeAll(async () => {
    draft = await addedPage(
      { name: '预览草稿', platform: 'HSHSC', pageType: 'SPECIAL', pageData: pageJson(carousel('p')) },
      acme,
    );
  });

  const previewLink = (id: string, as: TestRequest) =>
    api.post<{ previewToken: string; expiresAt: string; path: string }>(
      MANAGER_PATHS.pagePreview(id),
      undefined,
      as,
    );

  it('shows the draft to whoever holds the link, a guest too, and nothing without it', async () => {
    const { status, body } = await previewLink(draft, acme);
    expect(status).toBe(200);
    const withToken = `${API_PATHS.pageById(draft)}?${new URLSearchParams({ previewToken: body.result.previewToken })}`;
    const shown = await api.get<PageResult | null>(withToken, {});
    expect(shown.body.result).toMatchObject({ id: draft, pageData: pageJson(carousel('p')) });
    expect((await api.get<PageResult | null>(API_PATHS.pageById(draft), zhang)).body.result).toBeNull();
  });

  it("links to the storefront route of the page's type, in preview mode, carrying the token", async () => {
    const special = (await previewLink(draft, acme)).body.result;
    const address = new URL(special.path, 'http://mall.local');
    expect(address.pathname).toBe('/special');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      id: draft,
      isPreview: '1',
      previewToken: special.previewToken,
    });
    const home = (await previewLink(ACME_HOME, acme)).body.result;
    expect(home.path).toMatch(/^\/\?id=page-hshsc-index&isPreview=1&previewToken=/);
    const custom = (await previewLink(SHARED_CUSTOM, platform)).body.result;
    expect(custom.path).toMatch(/^\/custom\?id=page-custom&isPreview=1&previewToken=/);
    // The storefront sends what the link carries to the page call: that answers the draft.
    const call = `${API_PATHS.pageById(draft)}?${new URLSearchParams({ previewToken: address.searchParams.get('previewToken') ?? '' })}`;
    expect((await api.get<PageResult | null>(call, {})).body.result?.id).toBe(draft);
  });

  it('opens only its own page, and only until it expires', async () => {
    const { previewToken } = (await previewLink(draft, acme)).body.result;
    const other = `${API_PATHS.pageById(BLUE_HOME)}?${new URLSearchParams({ previewToken })}`;
    expect((await api.get<PageResult | null>(other, {})).body.result).toBeNull();
    api.advanceClock(61 * 60);
    const late = `${API_PATHS.pageById(draft)}?${new URLSearchParams({ previewToken })}`;
    expect((await api.get<PageResult | null>(late, {})).body.result).toBeNull();
  });

  it('is no session: a preview token answers 401 on member and operator endpoints', async () => {
    const { previewToken } = (await previewLink(draft, acme)).body.result;
    expect((await api.get(API_PATHS.userInfo, { accessToken: previewToken })).status).toBe(401);
    expect((await api.get(MANAGER_PATHS.operator, { accessToken: previewToken })).status).toBe(401);
  });

  it('is refused to an operator who may not touch the page, with 403', async () => {
    expect((await previewLink(BLUE_HOME, acme)).status).toBe(403);
    expect((await previewLink(BLUE_HOME, platform)).status).toBe(200);
  });
});
