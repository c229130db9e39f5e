import { formatMarketPrice, formatPoints } from '@mall/blocks';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { tenantTraits } from '../services/tenant-traits.ts';
import { localeAtom } from '../state/locale.ts';
import { oneIdAtom } from '../state/session.ts';

/** `368` -> `368 积分`, or in the enterprise's own word for points (`368 蓝海币`). */
export function usePointsLabel(): (points: number, unit?: string) => string {
  // `drawer.points` is one of the shell's own strings (i18n/toolbar-messages.ts), loaded with the app.
  const { t } = useTranslation('storefront');
  const locale = useAtomValue(localeAtom);
  const pointsName = tenantTraits(useAtomValue(oneIdAtom), locale).pointsName;
  return (points, unit) => {
    const amount = formatPoints(points, locale);
    const word = unit ?? pointsName;
    return word ? `${amount} ${word}` : t('drawer.points', { points: amount });
  };
}

/** A market price, which is money: `129` -> `¥129.00`, as the blocks' goods cards show it. */
export function useMarketPriceLabel(): (yuan: number) => string {
  const locale = useAtomValue(localeAtom);
  return (yuan) => formatMarketPrice(yuan, locale);
}

/** A discount taken off a price: `20` -> `-20 积分`; nothing taken off reads `0 积分`, not `-0 积分`. */
export function useDiscountLabel(): (points: number) => string {
  const pointsLabel = usePointsLabel();
  return (points) => (points > 0 ? `-${pointsLabel(points)}` : pointsLabel(0));
}
