import type { ReactNode } from 'react';
import { SectionFrame } from '../shell/SectionFrame.tsx';
import { BENEFIT_ORDERS_PATH, BENEFIT_QUARTER_PATH, BENEFIT_YEAR_PATH } from './flexible-benefit-paths.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/** The flexible benefit pages a member goes between: choosing a year's, a quarter's, the orders. */
const FLEXIBLE_BENEFIT_PAGES = [
  { path: BENEFIT_YEAR_PATH, label: 'flexBenefit.nav.year' },
  { path: BENEFIT_QUARTER_PATH, label: 'flexBenefit.nav.quarter' },
  { path: BENEFIT_ORDERS_PATH, label: 'flexBenefit.nav.orders' },
] as const;

export interface FlexibleBenefitFrameProps {
  /** The page's heading. */
  title: string;
  children: ReactNode;
}

/**
 * The frame of the flexible benefit order pages: the section's frame, with links to the year and
 * quarter choices and the orders.
 */
export function FlexibleBenefitFrame({ title, children }: FlexibleBenefitFrameProps) {
  const { t } = useFlexibleBenefitStrings();
  const pages = FLEXIBLE_BENEFIT_PAGES.map(({ path, label }) => ({ path, label: t(label) }));
  return (
    <SectionFrame title={title} nav={{ label: t('flexBenefit.nav'), pages }}>
      {children}
    </SectionFrame>
  );
}
