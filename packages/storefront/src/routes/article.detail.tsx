import { ArticleDetailPage } from '../help-centre/ArticleDetailPage.tsx';

/** `/article/detail?id=`: one help article. */
export function ArticleDetailRoute() {
  return <ArticleDetailPage />;
}
