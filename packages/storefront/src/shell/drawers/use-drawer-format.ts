import { formatMoney, formatPoints } from '@mall/blocks';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { localeAtom } from '../../state/locale.ts';

/** Formats points (and cash, when there is some) the way the drawers show prices. */
export function useDrawerFormat() {
  const { t } = useTranslation('storefront');
  const locale = useAtomValue(localeAtom);
  return {
    /** `368` -> `368 积分`. */
    points: (points: number) => t('drawer.points', { points: formatPoints(points, locale) }),
    /** Points, plus `¥6.00` when cash was paid too. */
    amount: (points: number, money: number) =>
      money > 0
        ? t('drawer.pointsAndMoney', {
            points: formatPoints(points, locale),
            money: formatMoney(money, locale),
          })
        : t('drawer.points', { points: formatPoints(points, locale) }),
    /** Money with at most 2 decimals and no trailing zeros: `199`, `8.5`. */
    yuan: (money: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(money),
    locale,
  };
}
