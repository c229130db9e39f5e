import { Box } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { BannerAdvertOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { bannerAdvertMessages } from './banner-advert-messages.ts';
import { ImageLink } from '../parts/ImageLink.tsx';
import { PAGE_WIDTH } from '../parts/layout.ts';
import { PictureCloseButton } from '../parts/PictureCloseButton.tsx';
import { BANNER_ADVERT_HEIGHT } from './banner-advert-layout.ts';

/**
 * A full-width band of `bgColor` with a 1200x100 picture that opens its link. The close button
 * (`closable`, default true) hides it for the rest of the visit.
 */
export function BannerAdvert({ name, options }: BlockProps<BannerAdvertOptions>) {
  const { t } = useBlockTranslation(bannerAdvertMessages);
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const alt = options.title?.trim() || name?.trim() || t('bannerAdvert.label');

  return (
    <Box as="aside" aria-label={alt} w="100%" bg={options.bgColor ?? 'transparent'}>
      <Box position="relative" maxW={`${PAGE_WIDTH}px`} h={`${BANNER_ADVERT_HEIGHT}px`} mx="auto">
        <ImageLink
          url={options.url}
          src={options.img}
          alt={alt}
          imgWidth={PAGE_WIDTH}
          imgHeight={BANNER_ADVERT_HEIGHT}
          // Narrower than the page column (a preview pane), the whole picture shrinks onto the band.
          fit="contain"
          h="100%"
        />
        {options.closable !== false ? (
          <PictureCloseButton
            label={t('bannerAdvert.close')}
            onClose={() => setClosed(true)}
            top="1"
            right="1"
            bg="blackAlpha.500"
            _hover={{ bg: 'blackAlpha.700' }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
