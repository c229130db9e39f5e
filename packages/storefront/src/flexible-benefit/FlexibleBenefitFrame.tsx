import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
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
 * The frame of the flexible benefit order pages: the site's frame (with the language switch: every
 * string here has its English), the page's heading and links to the year and quarter choices and
 * the orders.
 */
export function FlexibleBenefitFrame({ title, children }: FlexibleBenefitFrameProps) {
  const { t } = useFlexibleBenefitStrings();
  const { pathname } = useLocation();
  return (
    <PageFrame englishEnabled>
      <Box px="4" pb="8">
        <Flex align="baseline" justify="space-between" gap="4" wrap="wrap" mb="4">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Flex as="nav" aria-label={t('flexBenefit.nav')} gap="4" wrap="wrap" fontSize="sm">
            {FLEXIBLE_BENEFIT_PAGES.map(({ path, label }) => {
              const current = pathname.toLowerCase() === path.toLowerCase();
              return (
                <ShellLink
                  key={path}
                  to={path}
                  aria-current={current ? 'page' : undefined}
                  fontWeight={current ? 'bold' : undefined}
                >
                  {t(label)}
                </ShellLink>
              );
            })}
          </Flex>
        </Flex>
        {children}
      </Box>
    </PageFrame>
  );
}
