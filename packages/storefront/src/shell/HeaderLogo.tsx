import { Box, Flex, Image } from '@chakra-ui/react';
import type { EnterpriseLogo } from '@mall/schemas';
import { useTranslation } from 'react-i18next';

/** The header's logo box (px): whatever it shows, it keeps this size, so nothing beside it moves (CLS). */
export const HEADER_LOGO_BOX = { width: 160, height: 48 } as const;
/** A sub-logo's square (px) at the box's right end; the enterprise's logo takes the rest. */
export const HEADER_SUB_LOGO_PX = 48;
const SUB_LOGO_GAP_PX = 8;

export interface HeaderLogoProps {
  /** The site's name, for the site logo's alt text. */
  siteName: string;
  /** The site's logo picture. */
  siteLogo?: string;
  /**
   * The member's enterprise's logo (GET /buyer/bindEnterLogo/logo); shown instead of the site's when
   * it has one, with its sub-logo beside it when set. Defaults to none: a guest's header.
   */
  enterpriseLogo?: EnterpriseLogo | null;
  /** The site call is still out: the box is kept empty rather than collapsed. Defaults to `false`. */
  pending?: boolean;
}

/**
 * The header's logo: the member's enterprise's own (and its sub-logo beside it) when it has one, else
 * the site's. Every picture has its width, height and alt text, and all of them share one box of
 * {@link HEADER_LOGO_BOX}, so the enterprise's logo arriving after the page replaces the site's in
 * place (nothing shifts).
 */
export function HeaderLogo({ siteName, siteLogo, enterpriseLogo, pending = false }: HeaderLogoProps) {
  const { t } = useTranslation('storefront');
  const { width, height } = HEADER_LOGO_BOX;
  const logoPath = enterpriseLogo?.logoPath;
  if (logoPath) {
    const subLogoPath = enterpriseLogo.subLogoPath;
    const logoWidth = subLogoPath ? width - HEADER_SUB_LOGO_PX - SUB_LOGO_GAP_PX : width;
    return (
      <Flex align="center" gap={`${SUB_LOGO_GAP_PX}px`} w={`${width}px`} h={`${height}px`} flexShrink={0}>
        <Image
          src={logoPath}
          alt={t('shell.enterpriseLogoAlt')}
          htmlWidth={String(logoWidth)}
          htmlHeight={String(height)}
          w={`${logoWidth}px`}
          h={`${height}px`}
          objectFit="contain"
          objectPosition="left center"
        />
        {subLogoPath ? (
          <Image
            src={subLogoPath}
            alt={t('shell.enterpriseSubLogoAlt')}
            htmlWidth={String(HEADER_SUB_LOGO_PX)}
            htmlHeight={String(HEADER_SUB_LOGO_PX)}
            w={`${HEADER_SUB_LOGO_PX}px`}
            h={`${HEADER_SUB_LOGO_PX}px`}
            objectFit="contain"
          />
        ) : null}
      </Flex>
    );
  }
  if (siteLogo)
    return (
      <Image
        src={siteLogo}
        alt={t('shell.logoAlt', { siteName })}
        htmlWidth={String(width)}
        htmlHeight={String(height)}
        w={`${width}px`}
        h={`${height}px`}
        flexShrink={0}
        objectFit="contain"
        objectPosition="left center"
      />
    );
  return pending ? <Box aria-hidden="true" w={`${width}px`} h={`${height}px`} flexShrink={0} /> : null;
}
