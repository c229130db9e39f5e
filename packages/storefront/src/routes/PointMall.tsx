import { GoodsListPage } from '../catalogue/GoodsListPage.tsx';
import { useHelpStrings } from '../help-centre/useHelpStrings.ts';

/**
 * `/PointMall`: the points mall. Every goods of the mall is priced in welfare points, so it is the
 * goods list (search, filters, "my points pay for", paging) under its own title.
 */
export function PointMallRoute() {
  const { t } = useHelpStrings();
  return (
    <GoodsListPage titleKey="catalogue.title" title={t('pointMall.title')} intro={t('pointMall.intro')} />
  );
}
