import { Box, Heading, Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import type { HelpPage } from './help-pages.ts';
import { MenuLink } from './MenuLink.tsx';
import { useHelpStrings } from './useHelpStrings.ts';

export interface HelpMenuProps {
  /** The menu's pages, in order. */
  pages: readonly HelpPage[];
  /** Catalogue key of the menu's heading (and its landmark's name). */
  titleKey: string;
}

/** The side menu of the help pages; the page being shown is marked current. */
export function HelpMenu({ pages, titleKey }: HelpMenuProps) {
  const { t } = useHelpStrings();
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label={t(titleKey)} w={{ base: 'full', md: '200px' }} flexShrink={0}>
      <Heading as="h2" size="sm" px="3" py="2" bg="brand.solid" color="brand.contrast" borderTopRadius="md">
        {t(titleKey)}
      </Heading>
      <Stack
        as="ul"
        listStyleType="none"
        gap="0"
        borderWidth="1px"
        borderTopWidth="0"
        borderColor="border.muted"
      >
        {pages.map((page) => (
          // Route paths match whatever their case, so the menu does too.
          <MenuLink
            key={page.path}
            to={page.path}
            current={pathname.toLowerCase() === page.path.toLowerCase()}
          >
            {t(page.labelKey)}
          </MenuLink>
        ))}
      </Stack>
    </Box>
  );
}
