import { API_PATHS, type Availability, type AvailabilityQuery, type NavItem } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutWriting } from '../../testing/expect-refused.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp, type TestRequest } from '../../testing/test-app.ts';

// API tests of the top navigation beside the category menu: which items a guest, a member of each
// enterprise and a page get, in which order and language, against the real app and an in-memory PGlite.

/** zhangwei (ent-acme) and wangfang (ent-blue). */
const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme, wang: DEMO_MEMBERS.blue } });

async function navItems(query: Record<string, string> = {}, request: TestRequest = {}): Promise<NavItem[]> {
  const search = new URLSearchParams(query).toString();
  const { status, body } = await api.get<NavItem[]>(
    `${API_PATHS.navItems}${search ? `?${search}` : ''}`,
    request,
  );
  expect(status).toBe(200);
  return body.result;
}

const ids = (items: readonly NavItem[]) => items.map((item) => item.id);

/** The items every visitor sees, in their order. */
const FOR_EVERYONE = ['nav-home', 'nav-all-goods', 'nav-flash-buy', 'nav-spring', 'nav-notice'];

describe('GET /buyer/other/pageData/getNavList', () => {
  it('gives a guest the items every visitor sees, in their order, no token needed', async () => {
    const items = await navItems();
    expect(ids(items)).toEqual(FOR_EVERYONE);
    expect(items[0]).toEqual({ id: 'nav-home', name: '首页', url: '/', sort: 10 });
    expect(items.find((item) => item.id === 'nav-all-goods')?.url).toBe('/goodsList?queryPlan=1');
  });

  it("adds the items of the member's own enterprise, never another's, sorted in among the others", async () => {
    const acme = await navItems({}, { accessToken: api.tokens.zhang });
    expect(ids(acme)).toEqual([
      'nav-home',
      'nav-all-goods',
      'nav-flash-buy',
      'nav-spring',
      'nav-acme-health',
      'nav-acme-year',
      'nav-acme-quarter',
      'nav-notice',
    ]);
    expect(acme.find((item) => item.id === 'nav-acme-year')).toMatchObject({
      name: '年度福利选择',
      url: '/benefitYear',
    });
    expect(acme.find((item) => item.id === 'nav-acme-quarter')?.url).toBe('/benefitQuarter');

    const blue = await navItems({}, { accessToken: api.tokens.wang });
    expect(ids(blue)).toContain('nav-blue-exclusive');
    expect(ids(blue)).toContain('nav-blue-rush');
    expect(ids(blue).filter((id) => id.startsWith('nav-acme'))).toEqual([]);
    const sorts = blue.map((item) => item.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it("adds a page's own items when asked with its id, and nothing for a page that has none or does not exist", async () => {
    const custom = await navItems({ pageId: 'page-custom' });
    expect(ids(custom)).toEqual([...FOR_EVERYONE, 'nav-custom-site']);
    expect(custom.at(-1)?.url).toMatch(/^https:\/\//);
    const acmeIndex = await navItems({ pageId: 'page-hshsc-index' }, { accessToken: api.tokens.zhang });
    expect(ids(acmeIndex)).toContain('nav-acme-index-tea');
    expect(ids(await navItems({ pageId: 'page-special' }))).toEqual(FOR_EVERYONE);
    expect(ids(await navItems({ pageId: 'no-such-page' }))).toEqual(FOR_EVERYONE);
  });

  it('names the items in English for an English caller', async () => {
    const items = await navItems({}, { accessToken: api.tokens.zhang, headers: { locale: 'en-US' } });
    expect(items.map((item) => item.name)).toEqual([
      'Home',
      'All goods',
      'Flash sale',
      'Spring Festival',
      'Health check-up',
      'Annual benefits',
      'Quarterly benefits',
      'Notices',
    ]);
  });

  it('links its plan and market items to plans and markets the member may see, the flash sale running', async () => {
    for (const [token, oneId] of [
      [api.tokens.zhang, 'ent-acme'],
      [api.tokens.wang, 'ent-blue'],
    ] as const) {
      const items = await navItems({}, { accessToken: token });
      const list = items.flatMap((item): AvailabilityQuery[] => {
        const query = new URLSearchParams(item.url.split('?')[1] ?? '');
        const marketId = query.get('marketId');
        const planId = query.get('planId');
        return marketId ? [{ marketId }] : planId ? [{ planId }] : [];
      });
      expect(list.length, oneId).toBeGreaterThanOrEqual(2);
      const { body } = await api.post<Availability[]>(
        API_PATHS.availability,
        { list },
        { accessToken: token },
      );
      // Every reference is known (none left out) and shown to the member.
      expect(body.result, oneId).toHaveLength(list.length);
      for (const availability of body.result) expect(availability.isShow, oneId).toBe(true);
      const flashSale = body.result.find((a) => a.marketId === 'market-flash-1');
      if (oneId === 'ent-acme') expect(flashSale).toMatchObject({ isOpen: true, statusCN: '进行中' });
    }
  });

  it('takes the enterprise from the access token only: an oneId header or a bad token gets the guest items', async () => {
    expect(ids(await navItems({}, { headers: { oneId: 'ent-acme' } }))).toEqual(FOR_EVERYONE);
    expect(ids(await navItems({}, { accessToken: 'not-a-token' }))).toEqual(FOR_EVERYONE);
    // The query takes no oneId at all.
    await expectRefusedWithoutWriting(api.db, () => api.get(`${API_PATHS.navItems}?oneId=ent-acme`), {
      message: /^请求参数错误/,
    });
  });

  it.each([['bad id!'], [''], ['p'.repeat(65)]])(
    'refuses the page id %j with a 400 and writes nothing',
    async (pageId) => {
      await expectRefusedWithoutWriting(
        api.db,
        () => api.get(`${API_PATHS.navItems}?${new URLSearchParams({ pageId })}`),
        { message: /^请求参数错误/ },
      );
    },
  );
});
