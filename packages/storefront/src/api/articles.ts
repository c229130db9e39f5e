import { API_PATHS, type Article, type ArticleCategory, type ArticlePage } from '@mall/schemas';
import { request } from './request.ts';

// The help centre's articles (spec 01 section 7): no token needed, texts in the stored locale.

/** Which page of articles to fetch. */
export interface ArticlePageQuery {
  /** From 1. */
  pageNumber: number;
  /** 1 to 50. */
  pageSize: number;
  /** One category only. */
  categoryId?: string;
  /** Only articles containing it (1 to 50 characters). */
  keyword?: string;
}

/** A page of published articles, in category order. */
export function fetchArticlePage(query: ArticlePageQuery): Promise<ArticlePage> {
  return request<ArticlePage>(API_PATHS.articleList, { query: { ...query }, auth: false });
}

/** The article categories, in their order, with their article counts. */
export function fetchArticleCategories(): Promise<ArticleCategory[]> {
  return request<ArticleCategory[]>(API_PATHS.articleCategories, { auth: false });
}

/** One article with its HTML body. An unknown article is a silent 404 (`RequestError` 'not-found'). */
export function fetchArticle(id: string): Promise<Article> {
  return request<Article>(API_PATHS.articleGet(id), { auth: false });
}
