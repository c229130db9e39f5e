import type { Locale, TenantTraits } from '@mall/runtime';
import clientConfig from '../../../../config/client.json';

type PerLocale = Readonly<Record<Locale, string>>;

const POINTS_NAMES: Readonly<Record<string, PerLocale>> = clientConfig.tenants.pointsNames;
const HIDE_POINTS_BUTTON: ReadonlySet<string> = new Set(clientConfig.tenants.hidePointsButtonOneIds);
const POINT_SEARCH_TITLES: Readonly<Record<string, PerLocale>> = clientConfig.tenants.pointSearchTitles;

/**
 * What an enterprise changes in the blocks' wording (spec 03 section 6): its own name for points,
 * no 'my points' button, a title of its own on the points search bar. Read from `tenants` of
 * config/client.json by oneId; a guest (no oneId) gets none of them.
 */
export function tenantTraits(oneId: string | null | undefined, locale: Locale): TenantTraits {
  if (!oneId) return {};
  const traits: TenantTraits = {};
  const pointsName = POINTS_NAMES[oneId]?.[locale];
  if (pointsName) traits.pointsName = pointsName;
  if (HIDE_POINTS_BUTTON.has(oneId)) traits.hidePointsButton = true;
  const pointSearchTitle = POINT_SEARCH_TITLES[oneId]?.[locale];
  if (pointSearchTitle) traits.pointSearchTitle = pointSearchTitle;
  return traits;
}
