import { Box, Flex, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Width of the page content, centred (the mall is a PC site). */
export const PAGE_WIDTH_PX = 1200;

export interface SiteHeaderProps {
  /** The site's name; the catalogue's default name while the site call is out. */
  siteName?: string;
  /** The logo picture; the name alone is shown without one. */
  logoImg?: string;
  /** Extra content at the right end (a preview badge). */
  aside?: ReactNode;
}

/** The minimal header: the site's logo and name, linking home. The full header comes with the shell issue. */
export function SiteHeader({ siteName, logoImg, aside }: SiteHeaderProps) {
  const { t } = useTranslation('storefront');
  const name = siteName || t('shell.defaultSiteName');
  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border.muted" bg="bg">
      <Flex maxW={`${PAGE_WIDTH_PX}px`} mx="auto" h="64px" px="4" align="center" justify="space-between">
        <RouterLink to="/" aria-label={t('shell.homeLink', { siteName: name })}>
          <Flex align="center" gap="3">
            {logoImg ? (
              <Image
                src={logoImg}
                alt={t('shell.logoAlt', { siteName: name })}
                htmlWidth="160"
                htmlHeight="48"
                w="160px"
                h="48px"
                objectFit="contain"
                objectPosition="left center"
              />
            ) : null}
            <Text as="span" fontSize="xl" fontWeight="bold" color="fg">
              {name}
            </Text>
          </Flex>
        </RouterLink>
        {aside}
      </Flex>
    </Box>
  );
}
