/** What the address of /article asks for. */
export interface ArticleListAddress {
  /** A category id, or `''` for every category. */
  categoryId: string;
  /** A search keyword, or `''`. */
  keyword: string;
  /** From 1. */
  page: number;
}

/** Reads `?categoryId=&keyword=&page=` of /article; a missing or bad page is the first. */
export function readArticleListAddress(params: URLSearchParams): ArticleListAddress {
  return {
    categoryId: params.get('categoryId')?.trim() ?? '',
    keyword: params.get('keyword')?.trim().slice(0, 50) ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The query of /article for a category, keyword and page; empty choices and the first page are left out. */
export function articleListParams({ categoryId, keyword, page }: ArticleListAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (categoryId) params.set('categoryId', categoryId);
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The /article address of a category, keyword and page. */
export function articleListPath(address: ArticleListAddress): string {
  const query = articleListParams(address).toString();
  return query ? `/article?${query}` : '/article';
}

/** The address of one article. */
export function articleDetailPath(id: string): string {
  return `/article/detail?${new URLSearchParams({ id }).toString()}`;
}
