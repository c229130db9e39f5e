import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAGE_WIDTH_PX } from './page-width.ts';

export interface SubFooterProps {
  /** The site's name; the catalogue's default name when unknown. */
  siteName?: string;
  /** The copyright year. Defaults to the current year. */
  year?: number;
}

/** The sub-footer: the copyright line under either footer. */
export function SubFooter({ siteName, year = new Date().getFullYear() }: SubFooterProps) {
  const { t } = useTranslation('storefront');
  const name = siteName || t('shell.defaultSiteName');
  return (
    <Box bg="gray.800" color="gray.300" py="3" fontSize="xs">
      <Box maxW={`${PAGE_WIDTH_PX}px`} mx="auto" px="4" textAlign="center">
        <Text>{t('shell.copyright', { year, siteName: name })}</Text>
      </Box>
    </Box>
  );
}
