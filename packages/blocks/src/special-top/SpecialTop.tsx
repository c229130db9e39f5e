import { Box } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { SpecialTopOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { ImageLink } from '../parts/ImageLink.tsx';
import { SPECIAL_TOP_HEIGHT, SPECIAL_TOP_WIDTH } from './special-top-layout.ts';
import { specialTopMessages } from './special-top-messages.ts';

/**
 * The top image of a special zone page: a 1920 px wide picture, `height` px high (500 by default),
 * centred across the whole window, out of the 1200 px page column; narrower, its sides are cropped,
 * never squeezed.
 */
export function SpecialTop({ name, options }: BlockProps<SpecialTopOptions>) {
  const { t } = useBlockTranslation(specialTopMessages);
  const height = options.height ?? SPECIAL_TOP_HEIGHT;

  return (
    // Full window width from inside the page column (the frame clips the scrollbar's overhang).
    <Box w="100vw" ms="calc(50% - 50vw)" h={`${height}px`} overflow="hidden">
      <ImageLink
        url={options.url}
        src={options.img}
        alt={options.title?.trim() || name?.trim() || t('specialTop.label')}
        imgWidth={SPECIAL_TOP_WIDTH}
        imgHeight={height}
        // The top image is the first thing on the page.
        loading="eager"
        h="100%"
      />
    </Box>
  );
}
