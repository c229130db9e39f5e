import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { BENEFIT_ORDERS_PATH, FAMILY_INFO_PATH, PLAN_CASES_PATH, RECORDS_PATH } from './benefit-paths.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';

/** The pages of the benefit choices, linked from each of them. */
const BENEFIT_PAGES = [
  { path: PLAN_CASES_PATH.YEAR, label: 'benefit.nav.year' },
  { path: PLAN_CASES_PATH.QUARTER, label: 'benefit.nav.quarter' },
  { path: RECORDS_PATH.YEAR, label: 'benefit.nav.yearRecords' },
  { path: RECORDS_PATH.QUARTER, label: 'benefit.nav.quarterRecords' },
  { path: FAMILY_INFO_PATH, label: 'benefit.nav.family' },
  { path: BENEFIT_ORDERS_PATH, label: 'benefit.nav.orders' },
] as const;

export interface BenefitFrameProps {
  /** The page's heading. */
  title: string;
  /** Shown beside the heading (a counter, an add button). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The page frame of the benefit-choice pages: the site's frame (with the language switch: every
 * string here has its English), the page's heading and links between the pages.
 */
export function BenefitFrame({ title, aside, children }: BenefitFrameProps) {
  const { t } = useBenefitStrings();
  const current = useLocation().pathname.toLowerCase();
  return (
    <PageFrame englishEnabled>
      <Box px="4" pb="8">
        <Flex as="nav" aria-label={t('benefit.nav')} gap="4" wrap="wrap" fontSize="sm" mb="3">
          {BENEFIT_PAGES.map(({ path, label }) => (
            <ShellLink
              key={path}
              to={path}
              aria-current={current === path.toLowerCase() ? 'page' : undefined}
              fontWeight={current === path.toLowerCase() ? 'bold' : undefined}
            >
              {t(label)}
            </ShellLink>
          ))}
        </Flex>
        <Flex align="baseline" justify="space-between" gap="4" wrap="wrap" mb="4">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          {aside}
        </Flex>
        {children}
      </Box>
    </PageFrame>
  );
}
