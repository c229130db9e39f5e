import { useAtomValue } from 'jotai';
import { tenantTraits } from '../services/tenant-traits.ts';
import { localeAtom } from '../state/locale.ts';
import { oneIdAtom } from '../state/session.ts';
import { usePointsStrings } from './usePointsStrings.ts';

/**
 * What the member's enterprise calls its points (spec 03 section 6): its own name when it has one
 * (`蓝海币`), else 'welfare points' (`福利积分`).
 */
export function usePointsWord(): string {
  const { t } = usePointsStrings();
  const locale = useAtomValue(localeAtom);
  return tenantTraits(useAtomValue(oneIdAtom), locale).pointsName ?? t('points.word');
}
