import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAGE_WIDTH_PX } from './SiteHeader.tsx';

export interface SiteFooterProps {
  /** The site's name; the catalogue's default name when unknown. */
  siteName?: string;
  /** The copyright year. Defaults to the current year. */
  year?: number;
}

/** The minimal footer line: copyright and service hours. The full footer comes with the shell issue. */
export function SiteFooter({ siteName, year = new Date().getFullYear() }: SiteFooterProps) {
  const { t } = useTranslation('storefront');
  const name = siteName || t('shell.defaultSiteName');
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" mt="10" py="6" bg="bg.subtle">
      <Box maxW={`${PAGE_WIDTH_PX}px`} mx="auto" px="4" textAlign="center" color="fg.muted" fontSize="sm">
        <Text>{t('shell.copyright', { year, siteName: name })}</Text>
        <Text>{t('shell.serviceHours')}</Text>
      </Box>
    </Box>
  );
}
