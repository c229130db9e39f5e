import { useBlockServices } from '@mall/runtime';
import type { Goods } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';

/**
 * The word after a price in points: the member's enterprise's own name for its points currency when
 * it has one (spec 03 section 6), else the catalogue's 'welfare points' wording.
 */
export function usePointsWording(): string {
  const { t } = useBlockTranslation();
  const { tenant } = useBlockServices();
  return tenant.pointsName?.trim() || t('goods.points');
}

/**
 * The goods with its price unit filled in with `pointsWording` when it has none, for a block that
 * writes the unit itself beside the card (the special discount's saving).
 */
export function withPointsWording(goods: Goods, pointsWording: string): Goods {
  return goods.priceUnit?.trim() ? goods : { ...goods, priceUnit: pointsWording };
}
