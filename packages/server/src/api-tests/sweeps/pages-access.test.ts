import { API_PATHS, type NavItem, type PageResult } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp, type TestRequest } from '../../testing/test-app.ts';

// Who may read which page: by id a caller gets the published pages of every enterprise (shared) and
// of its own, and for anything else exactly the answer of an id that does not exist, so the answer
// tells nothing of other enterprises' pages or of drafts. Against the real app and an in-memory PGlite.

const api = setUpTestApp();
const guest: TestRequest = {};
/** zhangwei (ent-acme) and wangfang (ent-blue). */
let acme: TestRequest;
let blue: TestRequest;

/** A shared draft and a draft of Blue Ocean's, added to this file's database. */
const SHARED_DRAFT = 'page-draft-shared';
const BLUE_DRAFT = 'page-draft-blue';

beforeAll(async () => {
  acme = { accessToken: (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken };
  blue = { accessToken: (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken };
  await api.db.query(
    `INSERT INTO pages (id, name, platform, page_type, one_id, page_data, published) VALUES
       ($1, '草稿', 'HSHSC', 'CUSTOM', NULL, '{"list":[]}', false),
       ($2, '蓝海草稿', 'DZPT', 'CUSTOM', 'ent-blue', '{"list":[]}', false)`,
    [SHARED_DRAFT, BLUE_DRAFT],
  );
});

/** The status and envelope of a page read by id, without the envelope's timestamp. */
async function pageById(id: string, request: TestRequest, search = '') {
  const { status, body } = await api.get<PageResult | null>(`${API_PATHS.pageById(id)}${search}`, request);
  const { timestamp: _timestamp, ...envelope } = body;
  return { status, envelope };
}

/** What an id no page has answers to the same caller. */
const unknownIdAnswer = (request: TestRequest) => pageById('page-no-such-id', request);

describe('GET /buyer/other/pageData/get/{id}', () => {
  it("answers a guest asking for an enterprise's own page exactly as for an unknown id", async () => {
    const unknown = await unknownIdAnswer(guest);
    expect(unknown).toEqual({
      status: 200,
      envelope: expect.objectContaining({ success: true, result: null }),
    });
    expect(await pageById('page-dzpt-index', guest)).toEqual(unknown);
    expect(await pageById('page-hshsc-index', guest)).toEqual(unknown);
  });

  it("answers a member asking for another enterprise's page exactly as for an unknown id", async () => {
    expect(await pageById('page-dzpt-index', acme)).toEqual(await unknownIdAnswer(acme));
    expect(await pageById('page-hshsc-index', blue)).toEqual(await unknownIdAnswer(blue));
  });

  it("gives a member their own enterprise's page", async () => {
    const { envelope } = await pageById('page-dzpt-index', blue);
    expect(envelope.result).toMatchObject({ id: 'page-dzpt-index' });
    expect((JSON.parse(envelope.result?.pageData ?? '') as { list: unknown[] }).list.length).toBeGreaterThan(
      0,
    );
    expect((await pageById('page-hshsc-index', acme)).envelope.result?.id).toBe('page-hshsc-index');
  });

  it('answers an unpublished page to no one, its own enterprise included, as an unknown id', async () => {
    for (const request of [guest, acme, blue]) {
      const unknown = await unknownIdAnswer(request);
      expect(await pageById(SHARED_DRAFT, request)).toEqual(unknown);
      expect(await pageById(BLUE_DRAFT, request)).toEqual(unknown);
    }
  });

  it('opens no unpublished page for a preview address (isPreview=1 proves nothing)', async () => {
    expect(await pageById(SHARED_DRAFT, guest, '?isPreview=1')).toEqual(await unknownIdAnswer(guest));
    expect(await pageById(BLUE_DRAFT, blue, '?isPreview=1')).toEqual(await unknownIdAnswer(blue));
  });

  it('gives a page every enterprise shares to everyone, guests included', async () => {
    for (const request of [guest, acme, blue]) {
      expect((await pageById('page-custom', request)).envelope.result?.id).toBe('page-custom');
      expect((await pageById('page-dzpt-special', request)).envelope.result?.id).toBe('page-dzpt-special');
    }
  });

  it("gives a guest the public page's English version, which the home page reads by id", async () => {
    const { envelope } = await pageById('page-hshsc-public-en', guest);
    expect(envelope.result).toMatchObject({ id: 'page-hshsc-public-en', isEnglish: true });
  });

  it("gives everyone the README's demonstration pages: the broken, the large and the legacy one", async () => {
    for (const id of ['page-broken', 'page-large', 'page-legacy']) {
      expect((await pageById(id, guest)).envelope.result?.id, id).toBe(id);
      expect((await pageById(id, acme)).envelope.result?.id, id).toBe(id);
    }
  });
});

describe('GET /buyer/other/pageData/getIndex and getPublic', () => {
  const slot = (params: Record<string, string>) =>
    `${API_PATHS.pageIndex}?${new URLSearchParams({ pageClientType: 'PC', ...params })}`;

  it("never answers another enterprise's page, whatever the query names", async () => {
    const asked = slot({
      platform: 'DZPT',
      pageType: 'INDEX',
      oneId: 'ent-blue',
      id: 'page-dzpt-index',
      pageId: 'page-dzpt-index',
    });
    for (const request of [guest, acme]) {
      const { body } = await api.get<PageResult | null>(asked, request);
      expect(body.result).toBeNull();
    }
  });

  it("shows a published page that is not its slot's page only by id, never as the slot's page", async () => {
    // page-large is a published, shared DZPT INDEX page, but DZPT shares no home page.
    const { body } = await api.get<PageResult | null>(slot({ platform: 'DZPT', pageType: 'INDEX' }), acme);
    expect(body.result).toBeNull();
    const publicPage = await api.get<PageResult | null>(
      `${API_PATHS.pagePublic}?${new URLSearchParams({ platform: 'HSHSC' })}`,
    );
    expect(publicPage.body.result?.id).toBe('page-hshsc-public');
  });

  it('never answers an unpublished page for its slot', async () => {
    await api.db.query(
      `INSERT INTO pages (id, name, platform, page_type, one_id, page_data, published)
       VALUES ('page-draft-acme-special', '艾克米专题草稿', 'HSHSC', 'SPECIAL', 'ent-acme', '{"list":[]}', false)`,
    );
    const { body } = await api.get<PageResult | null>(slot({ platform: 'HSHSC', pageType: 'SPECIAL' }), acme);
    expect(body.result?.id).toBe('page-special');
  });
});

describe('GET /buyer/other/pageData/getNavList with a pageId', () => {
  const navIds = async (pageId: string, request: TestRequest) => {
    const { body } = await api.get<NavItem[]>(
      `${API_PATHS.navItems}?${new URLSearchParams({ pageId })}`,
      request,
    );
    return body.result.map((item) => item.id);
  };

  it("adds a page's own items only for a caller who may read that page", async () => {
    const forEveryone = await navIds('page-no-such-id', guest);
    expect(await navIds('page-hshsc-index', guest)).toEqual(forEveryone);
    expect(await navIds('page-hshsc-index', blue)).toEqual(await navIds('page-no-such-id', blue));
    expect(await navIds('page-hshsc-index', acme)).toContain('nav-acme-index-tea');
  });

  it("adds no items of an unpublished page, even to the page's own enterprise", async () => {
    await api.db.query(
      `INSERT INTO nav_items (id, one_id, page_id, name, url, sort)
       VALUES ('nav-draft-item', NULL, $1, '草稿导航', '/notice', 99)`,
      [SHARED_DRAFT],
    );
    expect(await navIds(SHARED_DRAFT, acme)).toEqual(await navIds('page-no-such-id', acme));
  });
});
