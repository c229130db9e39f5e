import { Box, CloseButton } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { FloatingLayer1Options } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BARE_LIST } from '../parts/bare-list.ts';
import { FOCUS_RING_INSIDE } from '../parts/focus-ring.ts';
import { PictureTile } from '../parts/PictureTile.tsx';
import { windowEndOffset } from '../parts/layout.ts';
import {
  FLOATING_LAYER_1_ICON_SIZE,
  FLOATING_LAYER_1_MAX_ITEMS,
  FLOATING_LAYER_1_WIDTH,
} from './floating-layer-1-layout.ts';
import { floatingLayer1Messages } from './floating-layer-1-messages.ts';

/**
 * A vertical menu floating at the right edge of the window (left of the host's side toolbar): up to 6 entries, each a 40x40 icon over its
 * name, and a close button that removes it for the rest of the visit. Centred vertically unless `top`
 * is set. It takes no room in the page flow; without entries it renders nothing.
 */
export function FloatingLayer1({ options }: BlockProps<FloatingLayer1Options>) {
  const { t } = useBlockTranslation(floatingLayer1Messages);
  const [closed, setClosed] = useState(false);
  const items = options.list.slice(0, FLOATING_LAYER_1_MAX_ITEMS);
  if (closed || items.length === 0) return null;
  const placement =
    options.top !== undefined ? { top: `${options.top}px` } : { top: '50%', transform: 'translateY(-50%)' };

  return (
    <Box
      as="nav"
      aria-label={t('floatingLayer1.label')}
      position="fixed"
      // Beside the host's side toolbar, not under it (issue 22: the dark toolbar hid the rail).
      right={windowEndOffset()}
      {...placement}
      zIndex="sticky"
      w={`${FLOATING_LAYER_1_WIDTH}px`}
      bg={options.bgColor ?? 'bg'}
      borderWidth="1px"
      borderEndWidth="0"
      borderColor="border.muted"
      borderStartRadius="lg"
      boxShadow="md"
      py="1"
    >
      <Box as="ul" {...BARE_LIST}>
        {items.map((item, index) => (
          <li key={index}>
            <PictureTile
              url={item.url}
              img={item.img}
              name={item.name}
              pictureSize={FLOATING_LAYER_1_ICON_SIZE}
              pictureStyle={{ fit: 'contain' }}
              nameStyle={{ fontSize: 'xs', lineHeight: '16px' }}
              gap="1"
              py="2"
              px="1"
              _hover={{ color: 'brand.solid', bg: 'bg.subtle' }}
              _focusVisible={FOCUS_RING_INSIDE}
            />
          </li>
        ))}
      </Box>
      <Box borderTopWidth="1px" borderColor="border.muted" pt="1" display="flex" justifyContent="center">
        <CloseButton
          aria-label={t('floatingLayer1.close')}
          onClick={() => setClosed(true)}
          size="xs"
          variant="ghost"
          color="fg.muted"
        />
      </Box>
    </Box>
  );
}
