import { GoodsListPage } from '../catalogue/GoodsListPage.tsx';

/** `/goodsList`: every goods, or those of a search, a category, a brand, a plan or a market. */
export function GoodsListRoute() {
  return <GoodsListPage titleKey="catalogue.title" />;
}
