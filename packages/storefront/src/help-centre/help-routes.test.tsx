import type { Article, ArticleCategory, ArticlePage, ArticleSummary } from '@mall/schemas';
import { API_PATHS, PRODUCT_SEGMENT } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../router.tsx';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';
import { MEMBER_HELP_PAGES } from './help-pages.ts';

const ANY_ARTICLE = API_PATHS.articleGet('*');
const ARTICLES = API_PATHS.articleList;

/** The ids of the articles asked for, oldest first. */
const articlesAsked = () =>
  fakeApi.sent(ANY_ARTICLE, 'GET').map(({ path }) => path.slice(path.lastIndexOf('/') + 1));

/** The query of the last page of articles asked for. */
const lastListQuery = () => fakeApi.lastSent(ARTICLES, 'GET').query;

vi.setConfig({ testTimeout: 20_000 });

function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 'contact-us',
    categoryId: 'help-contact',
    categoryName: '联系我们',
    title: '联系我们',
    content: '<p>客服热线：<strong>400-820-8820</strong></p><p>服务时间：周一至周五 9:00-17:00</p>',
    sortOrder: 1,
    updateTime: '2026-01-15 10:00:00',
    ...overrides,
  };
}

function summary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 'delivery',
    categoryId: 'help-delivery',
    categoryName: '配送服务',
    title: '配送说明',
    summary: '商品由标注的供货方发货。',
    sortOrder: 1,
    updateTime: '2026-01-15 10:00:00',
    ...overrides,
  };
}

const CATEGORIES: ArticleCategory[] = [
  { id: 'help-shopping', name: '购物指南', sortOrder: 1, articleCount: 2 },
  { id: 'help-delivery', name: '配送服务', sortOrder: 2, articleCount: 1 },
];

const page = (records: ArticleSummary[], total = records.length): ArticlePage => ({
  records,
  total,
  current: 1,
  size: 10,
  pages: Math.ceil(total / 10),
});

beforeEach(() => {
  // The help pages are member routes (spec 01 section 2.1): these tests are about the pages.
  appStore.set(accessTokenAtom, 'member-token');
  fakeApi.answer(ANY_ARTICLE, ({ path }) =>
    article({ id: decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) }),
  );
  fakeApi.answer(API_PATHS.articleCategories, CATEGORIES);
  fakeApi.answer(ARTICLES, page([summary()]));
});

describe('/accountCenter pages', () => {
  it("show their article under its title, with the help centre's menu marking the page", async () => {
    renderRoute('/accountCenter/contactUs');
    const content = await findMain();
    expect(await content.findByRole('heading', { level: 1, name: '联系我们' })).toBeInTheDocument();
    expect(content.getByText('400-820-8820')).toBeInTheDocument();
    expect(content.getByText('更新时间：2026-01-15')).toBeInTheDocument();
    expect(articlesAsked()).toContain('contact-us');
    // Articles are public: asked without the member's token.
    expect(fakeApi.lastSent(ANY_ARTICLE).headers.accesstoken).toBeUndefined();

    const menu = content.getByRole('navigation', { name: '帮助中心' });
    expect(within(menu).getByRole('link', { name: '联系我们' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '京东退换货标准' })).toHaveAttribute(
      'href',
      '/accountCenter/subJingdongRefundStandard',
    );
  });

  it('show only safe HTML of the article', async () => {
    fakeApi.answer(
      ANY_ARTICLE,
      article({
        content: '<p>热线</p><img src="x" onerror="window.hacked=1" alt="x"><script>window.hacked=2</script>',
      }),
    );
    renderRoute('/accountCenter/shoppingGuide');
    const content = await findMain();
    expect(await content.findByText('热线')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('keep their title and offer a retry when the article fails to load', async () => {
    fakeApi.fail(ANY_ARTICLE, 'network', { once: true });
    renderRoute('/accountCenter/delivery');
    const content = await findMain();
    expect(await content.findByText('内容加载失败，请稍后重试')).toBeInTheDocument();
    expect(content.getByRole('heading', { level: 1, name: '配送方式' })).toBeInTheDocument();

    await userEvent.click(content.getByRole('button', { name: '重试' }));
    expect(await content.findByRole('heading', { level: 1, name: '联系我们' })).toBeInTheDocument();
  });

  it('say so when the article is gone', async () => {
    fakeApi.fail(ANY_ARTICLE, { status: 404 });
    renderRoute('/accountCenter/businessCooperation');
    expect(await (await findMain()).findByText('文章不存在或已下线')).toBeInTheDocument();
  });
});

describe('the member centre service pages', () => {
  it('have a route for every menu entry, the {product}RefundStandard one named by PRODUCT_SEGMENT', () => {
    const paths = (appRoutes[0]?.children ?? []).map((route) => `/${route.path ?? ''}`.toLowerCase());
    for (const { path } of MEMBER_HELP_PAGES) expect(paths).toContain(path.toLowerCase());
    expect(paths).toContain(`/home/${PRODUCT_SEGMENT}RefundStandard`.toLowerCase());
  });

  it("show the mall's own refund standard at /home/{product}RefundStandard", async () => {
    renderRoute(`/home/${PRODUCT_SEGMENT}RefundStandard`);
    const content = await findMain();
    await waitFor(() => expect(articlesAsked()).toContain('welfare-refund-standard'));
    const menu = content.getByRole('navigation', { name: '服务与帮助' });
    expect(within(menu).getByRole('link', { name: '自营退换货标准' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('show the user agreement of the terms pages at /home/UserAgreement', async () => {
    renderRoute('/home/UserAgreement');
    expect(
      await (await findMain()).findByRole('heading', { level: 1, name: '用户协议' }),
    ).toBeInTheDocument();
    expect(fakeApi.sent(ANY_ARTICLE)).toEqual([]);
  });
});

describe('/article', () => {
  it('lists the articles with the categories to choose from', async () => {
    renderRoute('/article');
    const content = await findMain();
    expect(await content.findByRole('link', { name: '配送说明' })).toHaveAttribute(
      'href',
      '/article/detail?id=delivery',
    );
    expect(content.getByRole('heading', { level: 1, name: '帮助中心' })).toBeInTheDocument();
    const categories = content.getByRole('navigation', { name: '文章分类' });
    expect(within(categories).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: '配送服务' })).toHaveAttribute(
      'href',
      '/article?categoryId=help-delivery',
    );
    expect(lastListQuery()).toEqual({ pageNumber: '1', pageSize: '10' });
  });

  it('searches by keyword within the chosen category', async () => {
    renderRoute('/article?categoryId=help-delivery');
    const content = await findMain();
    await content.findByRole('link', { name: '配送说明' });
    fakeApi.answer(ARTICLES, page([]));
    await userEvent.type(content.getByRole('textbox', { name: '关键词' }), '退款');
    await userEvent.click(content.getByRole('button', { name: '搜索' }));

    expect(await content.findByText('没有找到与“退款”相关的文章')).toBeInTheDocument();
    expect(lastListQuery()).toEqual({
      pageNumber: '1',
      pageSize: '10',
      categoryId: 'help-delivery',
      keyword: '退款',
    });
  });

  it('pages through a long list', async () => {
    fakeApi.answer(ARTICLES, page([summary()], 12));
    renderRoute('/article');
    const content = await findMain();
    await userEvent.click(await content.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(lastListQuery()).toEqual({ pageNumber: '2', pageSize: '10' }));
  });
});

describe('/article/detail', () => {
  it('shows the article of the address with a way back to the list', async () => {
    renderRoute('/article/detail?id=faq');
    const content = await findMain();
    expect(await content.findByRole('heading', { level: 1, name: '联系我们' })).toBeInTheDocument();
    expect(articlesAsked()).toEqual(['faq']);
    expect(content.getByRole('link', { name: /返回帮助中心/ })).toHaveAttribute('href', '/article');
  });

  it('says an unknown article is gone', async () => {
    fakeApi.fail(ANY_ARTICLE, { status: 404 });
    renderRoute('/article/detail?id=nope');
    expect(await (await findMain()).findByText('文章不存在或已下线')).toBeInTheDocument();
  });
});
