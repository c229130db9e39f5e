import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PAGE_WIDTH_PX } from './page-width.ts';
import { SearchBar } from './SearchBar.tsx';
import { useScrolledPast } from './useScrolledPast.ts';

/** The mini search bar appears once the page is scrolled beyond this many pixels (spec 01 section 9). */
export const MINI_SEARCH_SCROLL_PX = 300;

export interface MiniSearchBarProps {
  /** The site's name (the logo's alt text and the home link's name). */
  siteName: string;
  /** The logo picture; the name alone without one. */
  logoImg?: string;
}

/** A slim search bar fixed at the top of the window, shown after scrolling past `MINI_SEARCH_SCROLL_PX`. */
export function MiniSearchBar({ siteName, logoImg }: MiniSearchBarProps) {
  const { t } = useTranslation('storefront');
  const visible = useScrolledPast(MINI_SEARCH_SCROLL_PX);
  if (!visible) return null;
  return (
    <Box
      data-testid="mini-search-bar"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="2px"
      borderColor="brand.solid"
      boxShadow="sm"
    >
      <Flex maxW={`${PAGE_WIDTH_PX}px`} mx="auto" h="52px" px="4" align="center" justify="space-between">
        <RouterLink to="/" aria-label={t('shell.homeLink', { siteName })}>
          {logoImg ? (
            <Image
              src={logoImg}
              alt={t('shell.logoAlt', { siteName })}
              htmlWidth="120"
              htmlHeight="36"
              w="120px"
              h="36px"
              objectFit="contain"
              objectPosition="left center"
            />
          ) : (
            <Text as="span" fontWeight="bold">
              {siteName}
            </Text>
          )}
        </RouterLink>
        <SearchBar size="mini" />
      </Flex>
    </Box>
  );
}
