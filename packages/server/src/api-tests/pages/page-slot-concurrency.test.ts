import { API_PATHS, MANAGER_PATHS, type PageResult } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckedPage } from '../../services/page-studio.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { DEMO_MEMBERS, DEMO_OPERATORS, loginAs, loginAsOperator } from '../../testing/login-as.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';

// The slot switch of a publish (issue 23), on both engines: PGlite runs one statement at a time, so
// only on PostgreSQL do the readers and the publishes truly overlap the switch. A visitor sees the
// old page or the new one, never neither or both; two pages published at once leave one in the slot.

const carouselPage = (key: string) =>
  JSON.stringify({
    list: [
      {
        key,
        type: 'carousel',
        name: `轮播 ${key}`,
        options: { list: [{ img: '/img/blocks/carousel/spring.svg', url: '/goodsList?categoryId=1' }] },
      },
    ],
  });

describe.each(SEEDED_ENGINES)('the slot of a page on %s', (_engine, open) => {
  const engine = setUpEngineApp(open);
  let operator: string;
  let wang: string;

  beforeAll(async () => {
    operator = await loginAsOperator(engine.app, DEMO_OPERATORS.platform);
    wang = (await loginAs(engine.app, DEMO_MEMBERS.blue)).accessToken;
  });

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = operator) => {
    const answer = await engine.app.inject({ method, url, headers: { accessToken: token }, payload });
    return { status: answer.statusCode, body: answer.json<{ result: T }>() };
  };
  const addSpecial = async (name: string) =>
    (
      await call<CheckedPage>('POST', MANAGER_PATHS.pageAdd, {
        name,
        platform: 'DZPT',
        pageType: 'SPECIAL',
        pageData: carouselPage(name),
      })
    ).body.result.page.id;
  const release = (id: string) => call('PUT', MANAGER_PATHS.pageRelease(id));
  const slotPage = async () => {
    const query = new URLSearchParams({ platform: 'DZPT', pageType: 'SPECIAL', pageClientType: 'PC' });
    return (await call<PageResult | null>('GET', `${API_PATHS.pageIndex}?${query}`, undefined, wang)).body
      .result;
  };
  const inSlot = () =>
    engine.db.query<{ id: string }>(
      `SELECT id FROM pages WHERE in_slot AND platform = 'DZPT' AND page_type = 'SPECIAL' AND one_id IS NULL`,
    );

  it('shows 60 readers reading during a publish the old page or the new one, never none', async () => {
    const before = (await slotPage())?.id;
    const id = await addSpecial('并发专题');
    const reads = Array.from({ length: 60 }, () => slotPage());
    const [published, ...seen] = await Promise.all([release(id), ...reads]);
    expect(published.status).toBe(200);
    for (const page of seen) expect([before, id]).toContain(page?.id);
    expect((await slotPage())?.id).toBe(id);
    expect(await inSlot()).toEqual([{ id }]);
  });

  it('leaves exactly one of two pages published at once in the slot, the one readers then see, round after round', async () => {
    for (let round = 1; round <= 8; round++) {
      const [first, second] = [
        await addSpecial(`同时发布甲 ${round}`),
        await addSpecial(`同时发布乙 ${round}`),
      ];
      const answers = await Promise.all([release(first), release(second)]);
      expect(
        answers.map((answer) => [answer.status, answer.body]),
        `round ${round}`,
      ).toEqual([
        [200, expect.anything()],
        [200, expect.anything()],
      ]);
      const holders = await inSlot();
      expect(holders, `round ${round}`).toHaveLength(1);
      expect([first, second]).toContain(holders[0]?.id);
      expect((await slotPage())?.id).toBe(holders[0]?.id);
    }
  });
});
