import { useBlockServices } from '@mall/runtime';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { formatPoints } from './format-price.ts';
import { withQuery } from './link-href.ts';
import { memberPointsMessages } from './member-points-messages.ts';

/** The member's points account page, where the 'my points' button goes. */
export const MY_POINTS_URL = '/home/myAccount';

/** What the points blocks show of the member's points, already worded for the enterprise. */
export interface MemberPoints {
  /** The balance, e.g. `12680`; `undefined` for a guest or when the host does not know it. */
  points: number | undefined;
  /** The balance with thousands separators (`12,680`); `undefined` when there is no balance. */
  formattedPoints: string | undefined;
  /** The enterprise's name for its points currency, else the catalogue's 'welfare points'. */
  pointsName: string;
  /** The label before the balance: 'My welfare points' (我的福利积分). */
  balanceLabel: string;
  /** Whether to show the 'my points' button: members only, unless the enterprise hides it. */
  showAccountButton: boolean;
  /** Text of the 'my points' button. */
  accountLabel: string;
}

/**
 * The member's points as the points blocks (points search bars, 'points not enough') show them, with
 * the enterprise's wording (spec 03 section 6): its points name and whether the 'my points' button
 * is hidden. A guest has no balance and no button.
 */
export function useMemberPoints(): MemberPoints {
  const { t } = useBlockTranslation(memberPointsMessages);
  const { user, tenant, locale } = useBlockServices();
  const points = user?.points;
  const pointsName = tenant.pointsName?.trim() || t('memberPoints.welfarePoints');
  return {
    points,
    formattedPoints: points === undefined ? undefined : formatPoints(points, locale),
    pointsName,
    balanceLabel: t('memberPoints.balance', { name: pointsName }),
    showAccountButton: user !== null && tenant.hidePointsButton !== true,
    accountLabel: t('memberPoints.account'),
  };
}

/** A range of prices in points, as the points search bars list them. */
export interface PointRange {
  name?: string;
  min: number;
  max?: number;
}

/**
 * The goods list filtered to a points range, in the list's own parameters (spec 02):
 * `/goodsList?productLowerPrice=100&productHigherPrice=299` (no upper end when open).
 */
export function pointRangeUrl(range: PointRange): string {
  return withQuery('/goodsList', { productLowerPrice: range.min, productHigherPrice: range.max });
}

/** The text of a range: its name, else `100-299`, or `1000+` when it has no maximum. */
export function pointRangeLabel(range: PointRange): string {
  if (range.name?.trim()) return range.name.trim();
  return range.max === undefined ? `${range.min}+` : `${range.min}-${range.max}`;
}
