import { Box } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { SpecialAdvertOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { ImageLink } from '../parts/ImageLink.tsx';
import { ListGrid } from '../parts/ListGrid.tsx';
import {
  SPECIAL_ADVERT_GAP,
  SPECIAL_ADVERT_HEIGHT,
  SPECIAL_ADVERT_MAX_COLUMNS,
  specialAdvertWidth,
} from './special-advert-layout.ts';
import { specialAdvertMessages } from './special-advert-messages.ts';

/**
 * Advert pictures of a special page across the 1200 px column: 1 to 3 equal pictures per row
 * (`columns`, by default as many as there are, at most 3), `imgHeight` px high, each opening its link.
 */
export function SpecialAdvert({ name, options }: BlockProps<SpecialAdvertOptions>) {
  const { t } = useBlockTranslation(specialAdvertMessages);
  const { list } = options;
  if (list.length === 0) return null;
  const label = name?.trim() || t('specialAdvert.label');
  const columns = options.columns ?? Math.min(list.length, SPECIAL_ADVERT_MAX_COLUMNS);
  const width = Math.round(specialAdvertWidth(columns));
  const height = options.imgHeight ?? SPECIAL_ADVERT_HEIGHT;

  return (
    <BlockFrame label={label}>
      <ListGrid columns={columns} gap={`${SPECIAL_ADVERT_GAP}px`}>
        {list.map((item, i) => (
          <Box as="li" key={i} style={{ aspectRatio: `${width} / ${height}` }}>
            <ImageLink
              url={item.url}
              src={item.img}
              alt={item.title?.trim() || label}
              imgWidth={width}
              imgHeight={height}
              h="100%"
              borderRadius="md"
              overflow="hidden"
              transition="opacity 0.2s"
              _hover={{ opacity: 0.9 }}
            />
          </Box>
        ))}
      </ListGrid>
    </BlockFrame>
  );
}
