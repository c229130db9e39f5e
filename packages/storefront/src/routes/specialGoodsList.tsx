import { GoodsListPage } from '../catalogue/GoodsListPage.tsx';

/** `/specialGoodsList`: the list searches go to when the search-url marker says so; same address. */
export function SpecialGoodsListRoute() {
  return <GoodsListPage titleKey="catalogue.specialTitle" />;
}
