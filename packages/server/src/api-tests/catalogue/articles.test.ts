import { API_PATHS } from '@mall/schemas';
import type { Article, ArticleCategory, ArticlePage } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_NOT_FOUND, ARTICLE_SUMMARY_LENGTH } from '../../services/articles.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the help centre's articles against the real app and an in-memory PGlite seeded from
// fixtures/seed/articles.json (4 categories, 12 published articles and one draft).

const api = setUpTestApp();
const EN = { locale: 'en-US' };

const articleList = (query: Record<string, string>, headers?: Record<string, string>) =>
  api.get<ArticlePage>(`${API_PATHS.articleList}?${new URLSearchParams(query)}`, { headers });

const article = (id: string, headers?: Record<string, string>) =>
  api.get<Article>(API_PATHS.articleGet(id), { headers });

const ids = (page: ArticlePage) => page.records.map((record) => record.id);

let memberToken = '';
beforeAll(async () => {
  memberToken = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
});

describe('the article categories', () => {
  it('come in their order with their published article counts, to a guest, in Chinese by default', async () => {
    const { status, body } = await api.get<ArticleCategory[]>(API_PATHS.articleCategories);
    expect(status).toBe(200);
    expect(body.result).toEqual([
      { id: 'help-shopping', name: '购物指南', sortOrder: 1, articleCount: 2 },
      // The draft of the Spring Festival delivery is not counted.
      { id: 'help-delivery', name: '配送服务', sortOrder: 2, articleCount: 1 },
      { id: 'help-after-sale', name: '售后服务', sortOrder: 3, articleCount: 6 },
      { id: 'help-contact', name: '联系我们', sortOrder: 4, articleCount: 3 },
    ]);
  });

  it('are named in English for the en-US locale', async () => {
    const { body } = await api.get<ArticleCategory[]>(API_PATHS.articleCategories, { headers: EN });
    expect(body.result.map((category) => category.name)).toEqual([
      'Shopping guide',
      'Delivery',
      'After-sale service',
      'Contact us',
    ]);
  });
});

describe('the article list', () => {
  it('gives a guest the published articles by category order, ten a page by default', async () => {
    const { status, body } = await articleList({});
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ total: 12, current: 1, size: 10, pages: 2 });
    expect(ids(body.result).slice(0, 4)).toEqual(['shopping-guide', 'faq', 'delivery', 'after-sale-service']);
    expect(ids(body.result)).not.toContain('spring-festival-delivery');

    const second = await articleList({ pageNumber: '2' });
    expect(ids(second.body.result)).toEqual(['customer-service', 'business-cooperation']);
  });

  it('lists one category with a plain-text summary of each body', async () => {
    const { body } = await articleList({ categoryId: 'help-after-sale', pageSize: '3' });
    expect(body.result).toMatchObject({ total: 6, size: 3, pages: 2 });
    expect(ids(body.result)).toEqual(['after-sale-service', 'jd-refund-standard', 'suning-refund-standard']);
    const [first] = body.result.records;
    expect(first).toMatchObject({
      categoryId: 'help-after-sale',
      categoryName: '售后服务',
      title: '售后服务',
    });
    expect(first?.summary).not.toMatch(/[<>]/);
    expect(first?.summary.startsWith('在“我的订单”中找到商品')).toBe(true);
    expect(Array.from(first?.summary ?? '').length).toBeLessThanOrEqual(ARTICLE_SUMMARY_LENGTH);
    expect(first?.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('finds articles by a keyword in their title or text, in either language', async () => {
    const refund = await articleList({ keyword: '退款' });
    expect(ids(refund.body.result)).toContain('after-sale-service');
    expect(ids(refund.body.result)).toContain('wy-refund-standard');
    expect(ids(refund.body.result)).not.toContain('contact-us');

    const hotline = await articleList({ keyword: 'MAILBOX' }, EN);
    expect(ids(hotline.body.result)).toEqual(['contact-us', 'customer-service', 'business-cooperation']);
  });

  it('takes a keyword with % or _ literally', async () => {
    const { body } = await articleList({ keyword: '%' });
    expect(body.result).toMatchObject({ total: 0, records: [] });
  });

  it('answers an unknown category and a page past the end with no articles', async () => {
    expect((await articleList({ categoryId: 'no-such-category' })).body.result).toMatchObject({
      total: 0,
      records: [],
    });
    expect((await articleList({ pageNumber: '3' })).body.result).toMatchObject({ total: 12, records: [] });
  });

  it('gives titles, category names and summaries in English for the en-US locale', async () => {
    const { body } = await articleList({ categoryId: 'help-delivery' }, EN);
    expect(body.result.records).toEqual([
      expect.objectContaining({
        id: 'delivery',
        title: 'Delivery',
        categoryName: 'Delivery',
        summary: expect.stringMatching(/^Goods ship from the supplier shown on them/),
      }),
    ]);
  });

  it('is the same for a member as for a guest', async () => {
    const guest = await articleList({ pageSize: '50' });
    const member = await api.get<ArticlePage>(`${API_PATHS.articleList}?pageSize=50`, {
      accessToken: memberToken,
    });
    expect(member.body.result).toEqual(guest.body.result);
  });

  it('refuses a bad page, size, category or keyword with 400 and writes nothing', async () => {
    const before = await countAllRows(api.db);
    const badQueries: Record<string, string>[] = [
      { pageNumber: '0' },
      { pageNumber: 'one' },
      { pageSize: '0' },
      { pageSize: '51' },
      { pageSize: '-1' },
      { categoryId: 'Bad Category!' },
      { keyword: '' },
      { keyword: 'k'.repeat(51) },
      { sort: 'title' },
    ];
    for (const query of badQueries) {
      const { status, body } = await articleList(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body, JSON.stringify(query)).toMatchObject({ success: false, result: null });
      expect(body.message, JSON.stringify(query)).toEqual(expect.any(String));
    }
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('one article', () => {
  it('comes with its HTML body in Chinese by default', async () => {
    const { status, body } = await article('contact-us');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: 'contact-us',
      categoryId: 'help-contact',
      categoryName: '联系我们',
      title: '联系我们',
    });
    expect(body.result.content).toContain('<strong>400-820-8820</strong>');
    expect(body.result.content).toContain('周一至周五 9:00-17:00');
    expect(body.result.content).toContain('service@goodlife-mall.example');
  });

  it('comes in English for the en-US locale', async () => {
    const { body } = await article('jd-refund-standard', EN);
    expect(body.result.title).toBe('JD refund standard');
    expect(body.result.content).toContain('JD collects JD-shipped goods from your door');
  });

  it('is not found when unknown or still a draft', async () => {
    for (const id of ['no-such-article', 'spring-festival-delivery']) {
      const { status, body } = await article(id);
      expect(status, id).toBe(404);
      expect(body, id).toMatchObject({ success: false, message: ARTICLE_NOT_FOUND, result: null });
    }
  });

  it('refuses an id that cannot be one with 400', async () => {
    const { status, body } = await article('a'.repeat(65));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, result: null });
  });
});
