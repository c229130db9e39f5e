import { API_PATHS } from '@mall/schemas';
import type { NoticeDetail, NoticePage, Popup } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { countAllRows, TEST_SEED_TIME } from '../../testing/seeded-db.ts';
import { setUpTestApp, type TestRequest } from '../../testing/test-app.ts';

// API tests of notices and popups against the real app and an in-memory PGlite seeded from
// fixtures/seed/notices.json and popups.json, whose times count from TEST_SEED_TIME. A test sets the
// clock to step outside a popup's window; it is back at the start after each test.

const hoursAfterSeed = (hours: number) => new Date(TEST_SEED_TIME.getTime() + hours * 3_600_000);

const api = setUpTestApp();
const { call } = api;
/** Access tokens of the demo members, logged in once for the file. */
const tokens: Record<'acme' | 'acmeOther' | 'blue', string> = { acme: '', acmeOther: '', blue: '' };

beforeAll(async () => {
  tokens.acme = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
  tokens.acmeOther = (await loginAs(api.app, DEMO_MEMBERS.acmeMustChangePassword)).accessToken;
  tokens.blue = (await loginAs(api.app, DEMO_MEMBERS.blue)).accessToken;
});

/** A POST body: an object goes as JSON, a string as the form body it encodes. */
const withBody = (body: object | string, accessToken?: string): TestRequest =>
  typeof body === 'string' ? { accessToken, form: body } : { accessToken, payload: body };

const noticeList = (query: Record<string, string>, accessToken?: string) =>
  call<NoticePage>('GET', `${API_PATHS.noticeList}?${new URLSearchParams(query)}`, { accessToken });

const notice = (id: string, accessToken?: string) =>
  call<NoticeDetail>('GET', `${API_PATHS.notice}?${new URLSearchParams({ id })}`, { accessToken });

const latestPopup = (body: object | string, accessToken?: string) =>
  call<Popup | null>('POST', API_PATHS.latestPopup, withBody(body, accessToken));

const ids = (page: NoticePage) => page.records.map((record) => record.id);

// ---------------------------------------------------------------------------------------------

describe('the notice list', () => {
  it("gives a member their enterprise's notices, newest first, with times in mall time (UTC+8)", async () => {
    const { status, body } = await noticeList({ noticeType: 'EP' }, tokens.acme);
    expect(status).toBe(200);
    expect(ids(body.result)).toEqual([
      'notice-acme-spring-points',
      'notice-acme-health-check',
      'notice-acme-dragon-boat',
    ]);
    expect(body.result).toMatchObject({ total: 3, size: 10, current: 1 });
    // Updated 26 h before the seed (2026-03-01 08:00 UTC): 2026-02-28 06:00 UTC, 14:00 in China.
    expect(body.result.records[0]).toEqual({
      id: 'notice-acme-spring-points',
      noticeTitle: '关于本季度福利积分发放的通知',
      noticeType: 'EP',
      noticeRange: null,
      createTime: '2026-02-28 10:00:00',
      updateTime: '2026-02-28 14:00:00',
    });
  });

  it('pages the list by pageNumber and pageSize, and answers an empty page past the end', async () => {
    const second = await noticeList({ noticeType: 'EP', pageNumber: '2', pageSize: '2' }, tokens.acme);
    expect(ids(second.body.result)).toEqual(['notice-acme-dragon-boat']);
    expect(second.body.result).toMatchObject({ total: 3, size: 2, current: 2 });
    const past = await noticeList({ noticeType: 'EP', pageNumber: '9', pageSize: '2' }, tokens.acme);
    expect(past.body.result).toEqual({ records: [], total: 3, size: 2, current: 9 });
  });

  it('never lists the notices of another enterprise, or drafts', async () => {
    const blue = await noticeList({ noticeType: 'EP' }, tokens.blue);
    expect(ids(blue.body.result)).toEqual(['notice-blue-address-check', 'notice-blue-annual-plan']);
    const everything = await noticeList({ pageSize: '100' }, tokens.acme);
    expect(ids(everything.body.result)).not.toContain('notice-blue-annual-plan');
    expect(ids(everything.body.result)).not.toContain('notice-acme-draft');
    expect(ids(everything.body.result)).not.toContain('notice-pf-draft');
  });

  it("mixes the member's enterprise notices with every platform's notices when no type is given", async () => {
    const { body } = await noticeList({ pageSize: '100' }, tokens.acme);
    expect(body.result.total).toBe(7);
    expect(new Set(body.result.records.map((r) => r.noticeType))).toEqual(new Set(['EP', 'PF']));
    const times = body.result.records.map((r) => r.updateTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters platform notices by noticeRange', async () => {
    const mall = await noticeList({ noticeType: 'PF', noticeRange: 'HSHSC' }, tokens.acme);
    expect(ids(mall.body.result)).toEqual([
      'notice-pf-spring-logistics',
      'notice-pf-service-hours',
      'notice-pf-maintenance',
    ]);
    const exclusive = await noticeList({ noticeType: 'PF', noticeRange: 'DZPT' });
    expect(ids(exclusive.body.result)).toEqual(['notice-pf-dzpt-guide']);
  });

  it('gives a guest, and a caller with a bad token, platform notices only', async () => {
    for (const accessToken of [undefined, 'not-a-token']) {
      const all = await noticeList({ pageSize: '100' }, accessToken);
      expect(all.status).toBe(200);
      expect(all.body.result.total).toBe(4);
      expect(all.body.result.records.every((r) => r.noticeType === 'PF')).toBe(true);
      const enterprise = await noticeList({ noticeType: 'EP' }, accessToken);
      expect(enterprise.body.result).toEqual({ records: [], total: 0, size: 10, current: 1 });
    }
  });

  it('refuses a bad page, size, type or range with 400', async () => {
    const bad: Record<string, string>[] = [
      { pageNumber: '0' },
      { pageNumber: '-1' },
      { pageSize: '101' },
      { pageSize: 'ten' },
      { noticeType: 'XX' },
      { noticeRange: 'OT' },
    ];
    for (const query of bad) {
      const { status, body } = await noticeList(query, tokens.acme);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body, JSON.stringify(query)).toMatchObject({ success: false, code: 400, result: null });
      expect(body.message).toMatch(/^请求参数错误/);
    }
  });
});

describe('one notice', () => {
  it('answers an enterprise notice with its HTML content, verbatim, to a member of its enterprise', async () => {
    const { status, body } = await notice('notice-blue-address-check', tokens.blue);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: 'notice-blue-address-check',
      noticeTitle: '关于核对福利收货地址的温馨提示',
      noticeType: 'EP',
      noticeRange: null,
      updateTime: '2026-03-01 11:00:00',
    });
    // Sanitising is the storefront's job, where the HTML meets a document; the API keeps what the
    // operator wrote.
    expect(body.result.content).toContain('<script>window.__xss=1</script>');
  });

  it('dates what a notice says from the moment of seeding, never a day of its past as still to come', async () => {
    // Seeded 2026-03-01 08:00 UTC (16:00 in China): valid for 90 days from then.
    const { body } = await notice('notice-acme-spring-points', tokens.acme);
    expect(body.result.content).toContain('积分有效期：即日起至2026年5月30日');
    expect(body.result.content).not.toContain('{{');
    const { body: plan } = await notice('notice-blue-annual-plan', tokens.blue);
    expect(plan.result.noticeTitle).toBe('蓝海集团2026年度弹性福利方案说明');
    // Popups too: the points that arrived are valid 120 days on, not until a March already past.
    const [points] = await api.db.query<{ message: string }>(
      `SELECT popup_message AS message FROM popups WHERE id = 'popup-acme-points-arrived'`,
    );
    expect(points?.message).toContain('有效期至2026年6月29日');
    expect(points?.message).not.toContain('{{');
  });

  it('answers a platform notice to anyone, a guest too', async () => {
    const { status, body } = await notice('notice-pf-service-hours');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ noticeType: 'PF', noticeRange: 'HSHSC' });
    expect(body.result.content).toContain('周一至周五 9:00-17:00');
  });

  it('does not find a notice of another enterprise, an enterprise notice for a guest, a draft or an unknown id', async () => {
    const cases: [string, string | undefined][] = [
      ['notice-blue-annual-plan', tokens.acme],
      ['notice-acme-spring-points', undefined],
      ['notice-acme-draft', tokens.acme],
      ['notice-pf-draft', undefined],
      ['no-such-notice', tokens.acme],
    ];
    for (const [id, accessToken] of cases) {
      const { status, body } = await notice(id, accessToken);
      expect(status, id).toBe(404);
      expect(body, id).toEqual(
        expect.objectContaining({ success: false, code: 404, message: '公告不存在或已下线', result: null }),
      );
    }
  });

  it('refuses a missing, empty or overlong id with 400', async () => {
    for (const url of [
      API_PATHS.notice,
      `${API_PATHS.notice}?id=`,
      `${API_PATHS.notice}?id=${'x'.repeat(65)}`,
    ]) {
      const { status, body } = await call<null>('GET', url, { accessToken: tokens.acme });
      expect(status, url).toBe(400);
      expect(body, url).toMatchObject({ success: false, code: 400 });
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('the latest popup', () => {
  it("answers the platform's TH popup to a member", async () => {
    const { status, body } = await latestPopup(
      { popupType: 'TH', popupFrequency: 3, popupRange: 'HSHSC' },
      tokens.acme,
    );
    expect(status).toBe(200);
    expect(body.result).toEqual({
      id: 'popup-th-anti-fraud',
      popupTitle: '温馨提示：谨防福利积分诈骗',
      popupMessage: expect.stringContaining('商城工作人员不会以任何理由索要您的密码'),
      popupType: 'TH',
      popupFrequency: 3,
      popupRange: 'HSHSC',
    });
    const exclusive = await latestPopup(
      { popupType: 'TH', popupFrequency: 3, popupRange: 'DZPT' },
      tokens.acme,
    );
    expect(exclusive.body.result?.id).toBe('popup-th-dzpt');
  });

  it("answers the newest enterprise popup of the member's own enterprise by frequency, from a form body too", async () => {
    const everyLogin = await latestPopup('popupType=EP&popupFrequency=1&popupRange=HSHSC', tokens.acme);
    expect(everyLogin.status).toBe(200);
    // Not the expired double-eleven popup, nor the women's-day one that has not started.
    expect(everyLogin.body.result?.id).toBe('popup-acme-points-arrived');
    const firstLogin = await latestPopup(
      { popupType: 'EP', popupFrequency: '0', popupRange: 'HSHSC' },
      tokens.acme,
    );
    expect(firstLogin.body.result?.id).toBe('popup-acme-welcome');
    const blue = await latestPopup({ popupType: 'EP', popupFrequency: 1, popupRange: 'HSHSC' }, tokens.blue);
    expect(blue.body.result?.id).toBe('popup-blue-address-check');
  });

  it("answers the platform's popup to members of every enterprise, and null where there is none", async () => {
    for (const accessToken of [tokens.acme, tokens.blue]) {
      const { body } = await latestPopup(
        { popupType: 'PF', popupFrequency: 1, popupRange: 'HSHSC' },
        accessToken,
      );
      expect(body.result?.id).toBe('popup-pf-spring-logistics');
    }
    const none = await latestPopup({ popupType: 'PF', popupFrequency: 1, popupRange: 'OT' }, tokens.acme);
    expect(none.body).toMatchObject({ success: true, result: null });
  });

  it('follows each popup window by the clock', async () => {
    const everyLogin = { popupType: 'EP', popupFrequency: 1, popupRange: 'HSHSC' };
    // Before the points popup started, the health-check one was the newest on.
    api.clock = hoursAfterSeed(-30);
    expect((await latestPopup(everyLogin, tokens.acme)).body.result?.id).toBe('popup-acme-health-check');
    // Once the women's-day popup starts it is the newest.
    // (Two days on, the access token of the file has expired: log in then.)
    api.clock = hoursAfterSeed(49);
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    expect((await latestPopup(everyLogin, accessToken)).body.result?.id).toBe('popup-acme-womens-day');
    // A window is over at its end time: an operator ending it now brings the points popup back.
    await api.db.query(`UPDATE popups SET end_time = $1 WHERE id = 'popup-acme-womens-day'`, [
      hoursAfterSeed(49),
    ]);
    expect((await latestPopup(everyLogin, accessToken)).body.result?.id).toBe('popup-acme-points-arrived');
    await api.db.query(`UPDATE popups SET end_time = $1 WHERE id = 'popup-acme-womens-day'`, [
      hoursAfterSeed(240),
    ]);
  });

  it('refuses a guest with 401/20003 and a bad token with 401/20004', async () => {
    const body = { popupType: 'TH', popupFrequency: 3, popupRange: 'HSHSC' };
    expect((await latestPopup(body)).body).toMatchObject({ success: false, code: 20003 });
    expect((await latestPopup(body, 'garbage')).body).toMatchObject({ success: false, code: 20004 });
  });

  it('refuses an unknown type, frequency or range, a missing field or an extra one with 400', async () => {
    const bad = [
      { popupType: 'XX', popupFrequency: 1, popupRange: 'HSHSC' },
      { popupType: 'EP', popupFrequency: 2, popupRange: 'HSHSC' },
      { popupType: 'EP', popupFrequency: '1.0', popupRange: 'HSHSC' },
      { popupType: 'EP', popupFrequency: 1, popupRange: 'YCXK' },
      { popupType: 'EP', popupFrequency: 1 },
      { popupType: 'EP', popupFrequency: 1, popupRange: 'HSHSC', oneId: 'ent-blue' },
    ];
    for (const payload of bad) {
      const { status, body } = await latestPopup(payload, tokens.acme);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body, JSON.stringify(payload)).toMatchObject({ success: false, code: 400, result: null });
    }
  });
});

describe("don't show again", () => {
  const everyLogin = { popupType: 'EP', popupFrequency: 1, popupRange: 'HSHSC' };
  const cancelStatus = (popupId: string, accessToken?: string) =>
    call<boolean | null>('POST', API_PATHS.popupCancelStatus, { accessToken, payload: { popupId } });
  const cancel = (body: object | string, accessToken?: string) =>
    call<null>('POST', API_PATHS.insertPopupCancelStatus, withBody(body, accessToken));

  it('records the choice once, reports it, and leaves the popup out for that member only', async () => {
    expect((await cancelStatus('popup-acme-points-arrived', tokens.acmeOther)).body.result).toBe(false);

    const first = await cancel('popupId=popup-acme-points-arrived', tokens.acmeOther);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, result: null });
    const again = await cancel({ popupId: 'popup-acme-points-arrived' }, tokens.acmeOther);
    expect(again.status).toBe(200);
    const rows = await api.db.query(
      `SELECT 1 FROM popup_cancel_status WHERE member_id = 'mbr-acme-li' AND popup_id = 'popup-acme-points-arrived'`,
    );
    expect(rows).toHaveLength(1);

    expect((await cancelStatus('popup-acme-points-arrived', tokens.acmeOther)).body.result).toBe(true);
    // The next newest popup takes its place for this member; a colleague still sees it.
    expect((await latestPopup(everyLogin, tokens.acmeOther)).body.result?.id).toBe('popup-acme-health-check');
    expect((await latestPopup(everyLogin, tokens.acme)).body.result?.id).toBe('popup-acme-points-arrived');
    expect((await cancelStatus('popup-acme-points-arrived', tokens.acme)).body.result).toBe(false);
  });

  it('does not find a popup of another enterprise or an unknown one (404), and writes nothing', async () => {
    const before = await countAllRows(api.db);
    for (const popupId of ['popup-blue-address-check', 'no-such-popup']) {
      for (const answer of [
        await cancel({ popupId }, tokens.acme),
        await cancelStatus(popupId, tokens.acme),
      ]) {
        expect(answer.status, popupId).toBe(404);
        expect(answer.body, popupId).toMatchObject({ success: false, code: 404, message: '弹窗不存在' });
      }
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a guest with 401/20003 and writes nothing', async () => {
    const before = await countAllRows(api.db);
    for (const answer of [
      await cancel({ popupId: 'popup-th-anti-fraud' }),
      await cancelStatus('popup-th-anti-fraud'),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: 20003, result: null });
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });

  it('refuses a missing, empty, repeated or extra field with 400 and writes nothing', async () => {
    const before = await countAllRows(api.db);
    const bad: (object | string)[] = [
      {},
      { popupId: '' },
      { popupId: 7 },
      { popupId: 'popup-th-anti-fraud', memberId: 'mbr-blue-wang' },
      'popupId=popup-th-anti-fraud&popupId=popup-pf-welcome',
    ];
    for (const payload of bad) {
      const { status, body } = await cancel(payload, tokens.acme);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body, JSON.stringify(payload)).toMatchObject({ success: false, code: 400, result: null });
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });
});
