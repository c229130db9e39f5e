import { Box } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { FloatingLayerOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';
import { ImageLink } from '../parts/ImageLink.tsx';
import { windowEndOffset } from '../parts/layout.ts';
import { PictureCloseButton } from '../parts/PictureCloseButton.tsx';
import {
  FLOATING_LAYER_DEFAULT_SIZE,
  FLOATING_LAYER_DEFAULT_TOP,
  FLOATING_LAYER_SIDE_GAP,
} from './floating-layer-layout.ts';
import { floatingLayerMessages } from './floating-layer-messages.ts';

/**
 * A picture floating at the right (or left) side of the window, `top` px from its top edge (200 by
 * default), 120x120 unless the block says otherwise, opening its link. Its close button removes it for
 * the rest of the visit. It takes no room in the page flow; without a picture it renders nothing.
 */
export function FloatingLayer({ name, options }: BlockProps<FloatingLayerOptions>) {
  const { t } = useBlockTranslation(floatingLayerMessages);
  const [closed, setClosed] = useState(false);
  if (closed || !options.img) return null;
  const alt = options.title?.trim() || name?.trim() || t('floatingLayer.label');
  const width = options.width ?? FLOATING_LAYER_DEFAULT_SIZE;
  const height = options.height ?? FLOATING_LAYER_DEFAULT_SIZE;
  const side = options.position === 'left' ? 'left' : 'right';

  return (
    <Box
      as="aside"
      aria-label={alt}
      position="fixed"
      top={`${options.top ?? FLOATING_LAYER_DEFAULT_TOP}px`}
      // On the right, clear of the host's side toolbar.
      {...(side === 'right'
        ? { right: windowEndOffset(FLOATING_LAYER_SIDE_GAP) }
        : { left: `${FLOATING_LAYER_SIDE_GAP}px` })}
      zIndex="sticky"
      w={`${width}px`}
      h={`${height}px`}
    >
      <ImageLink
        url={options.url}
        src={options.img}
        alt={alt}
        imgWidth={width}
        imgHeight={height}
        fit="contain"
        h="100%"
        borderRadius="md"
        overflow="hidden"
        _focusVisible={FOCUS_RING}
      />
      <PictureCloseButton
        label={t('floatingLayer.close')}
        onClose={() => setClosed(true)}
        top="-2"
        // The button sits on the corner away from the window's edge, so it is never cut off.
        {...(side === 'right' ? { left: '-2' } : { right: '-2' })}
        bg="blackAlpha.600"
        borderRadius="full"
        _hover={{ bg: 'blackAlpha.800' }}
      />
    </Box>
  );
}
