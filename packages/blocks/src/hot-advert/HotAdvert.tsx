import { Box, Grid } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { HotAdvertOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { ImageLink } from '../parts/ImageLink.tsx';
import {
  HOT_ADVERT_GAP,
  HOT_ADVERT_LARGE,
  HOT_ADVERT_SMALL,
  HOT_ADVERT_SMALL_COUNT,
  HOT_ADVERT_SMALL_GAP,
} from './hot-advert-layout.ts';
import { hotAdvertMessages } from './hot-advert-messages.ts';

type HotAdvertItem = HotAdvertOptions['list'][number];

const pictureStyle = {
  borderRadius: 'md',
  overflow: 'hidden',
  transition: 'opacity 0.2s',
  _hover: { opacity: 0.9 },
} as const;

/**
 * Hot adverts in one 1200 px row: the first picture large (590x300) on the left, up to four small
 * ones (290x145) in two lines of two on the right, under an optional title row. Nothing without pictures.
 */
export function HotAdvert({ name, options }: BlockProps<HotAdvertOptions>) {
  const { t } = useBlockTranslation(hotAdvertMessages);
  const [large, ...others] = options.list;
  if (!large) return null;
  const label = name?.trim() || t('hotAdvert.label');
  const altOf = (item: HotAdvertItem) => item.title?.trim() || label;
  const small = others.slice(0, HOT_ADVERT_SMALL_COUNT);

  return (
    <BlockFrame head={options.head} label={label}>
      {/* Two equal halves at 1200 px: the large picture, and the 2x2 grid of small ones as high as it. */}
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" columnGap={`${HOT_ADVERT_GAP}px`}>
        <Box style={{ aspectRatio: `${HOT_ADVERT_LARGE.width} / ${HOT_ADVERT_LARGE.height}` }}>
          <ImageLink
            url={large.url}
            src={large.img}
            alt={altOf(large)}
            imgWidth={HOT_ADVERT_LARGE.width}
            imgHeight={HOT_ADVERT_LARGE.height}
            h="100%"
            {...pictureStyle}
          />
        </Box>
        {small.length > 0 ? (
          <Grid
            templateColumns="repeat(2, minmax(0, 1fr))"
            templateRows="repeat(2, minmax(0, 1fr))"
            gap={`${HOT_ADVERT_SMALL_GAP}px`}
          >
            {small.map((item, i) => (
              <ImageLink
                key={i}
                url={item.url}
                src={item.img}
                alt={altOf(item)}
                imgWidth={HOT_ADVERT_SMALL.width}
                imgHeight={HOT_ADVERT_SMALL.height}
                h="100%"
                {...pictureStyle}
              />
            ))}
          </Grid>
        ) : null}
      </Grid>
    </BlockFrame>
  );
}
