import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

/** The four pages of shell-card booking, in the order a member goes through them. */
const SHELL_BOOKING_PAGES = [
  { path: '/shelliNotice', label: 'shellBooking.nav.notice' },
  { path: '/Shelli', label: 'shellBooking.nav.book' },
  { path: '/fitList', label: 'shellBooking.nav.fitList' },
  { path: '/recordList', label: 'shellBooking.nav.records' },
] as const;

export interface ShellBookingFrameProps {
  /** The page's heading. */
  title: string;
  children: ReactNode;
}

/**
 * The page frame of the shell-booking pages: the site's frame (with the language switch: every
 * string here has its English), the page's heading and links between the four pages.
 */
export function ShellBookingFrame({ title, children }: ShellBookingFrameProps) {
  const { t } = useShellBookingStrings();
  const { pathname } = useLocation();
  return (
    <PageFrame englishEnabled>
      <Box px="4" pb="8">
        <Flex align="baseline" justify="space-between" gap="4" wrap="wrap" mb="4">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Flex as="nav" aria-label={t('shellBooking.nav')} gap="4" wrap="wrap" fontSize="sm">
            {SHELL_BOOKING_PAGES.map(({ path, label }) => (
              <ShellLink
                key={path}
                to={path}
                aria-current={pathname.toLowerCase() === path.toLowerCase() ? 'page' : undefined}
                fontWeight={pathname.toLowerCase() === path.toLowerCase() ? 'bold' : undefined}
              >
                {t(label)}
              </ShellLink>
            ))}
          </Flex>
        </Flex>
        {children}
      </Box>
    </PageFrame>
  );
}
