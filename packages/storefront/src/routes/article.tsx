import { ArticleListPage } from '../help-centre/ArticleListPage.tsx';

/** `/article`: the help centre's articles by category, with search and paging. */
export function ArticleRoute() {
  return <ArticleListPage />;
}
